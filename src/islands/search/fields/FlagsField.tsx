/** The flags ("Only show" accident-free, a good price…), each with the results it would leave. */
import { useId } from 'react';
import { countOf } from '../../../lib/domain/facetOptions';
import type { FlagFilter } from '../../../lib/domain/filterSpec';
import type { FacetCounts } from '../../../lib/domain/searchFilters';
import CheckList from '../CheckList';
import { useFilterWords } from '../filterWordsContext';

interface Props {
  specs: readonly FlagFilter[];
  /** Each flag's value by its key. */
  values: Readonly<Record<string, boolean>>;
  counts: FacetCounts | null | undefined;
  onChange: (patch: Record<string, boolean>) => void;
}

export default function FlagsField({ specs, values, counts, onChange }: Props) {
  const noteId = useId();
  const words = useFilterWords();
  return (
    <fieldset className="sm:col-span-2" aria-describedby={noteId}>
      <legend className="field-label">{words.say['filters.onlyShow']}</legend>
      <CheckList
        options={specs.map((spec) => ({
          value: spec.key,
          label: words.label(spec),
          count: countOf(counts, spec.id, 'true'),
        }))}
        chosen={specs.filter((spec) => values[spec.key]).map((spec) => spec.key)}
        onChange={(chosen) => {
          onChange(Object.fromEntries(specs.map((spec) => [spec.key, chosen.includes(spec.key)])));
        }}
      />
      <p id={noteId} className="mt-1.5 text-xs text-ink-muted">
        {words.say['filters.flagsNote']}
      </p>
    </fieldset>
  );
}
