/** One choice filter as the panel asks it: a select, a list of checkboxes (grouped by vehicle type on the all-vehicles page), or the features' toggles. */
import { useId } from 'react';
import { BODY_TYPES, VEHICLE_TYPES, type FilterType } from '../../../lib/domain/constants';
import { countOf, facetOptions } from '../../../lib/domain/facetOptions';
import type { ChoiceFilter } from '../../../lib/domain/filterSpec';
import { choiceValues } from '../../../lib/domain/filters';
import type { FacetCounts } from '../../../lib/domain/searchFilters';
import SelectField from '../../ui/SelectField';
import CheckList from '../CheckList';
import FeatureChecklist from '../FeatureChecklist';
import { useFilterWords } from '../filterWordsContext';

interface Props {
  spec: ChoiceFilter;
  type: FilterType;
  value: string | string[] | null;
  /** The scope's value (a model's make), when the filter has one. */
  scopeValue?: string | null | undefined;
  counts: FacetCounts | null | undefined;
  onChange: (value: string | string[] | null) => void;
}

/** The values a select offers: a scoped filter's are those present for its scope (the counts list them). */
function offered(spec: ChoiceFilter, type: FilterType, counts: FacetCounts | null | undefined, chosen: string | null) {
  if (spec.values !== null) return choiceValues(spec, type);
  const present = Object.keys(counts?.facets[spec.id] ?? {}).sort((a, b) => a.localeCompare(b));
  // The chosen value stays listed while counts load.
  return chosen && !present.includes(chosen) ? [chosen, ...present] : present;
}

export default function ChoiceField({ spec, type, value, scopeValue, counts, onChange }: Props) {
  const id = useId();
  const words = useFilterWords();
  const label = (v: string) => words.value(spec, v);
  const note = words.note(spec);
  if (spec.multiple) {
    const chosen = Array.isArray(value) ? value : [];
    if (spec.matchAll) {
      return (
        <FeatureChecklist
          legend={words.label(spec)}
          options={facetOptions(choiceValues(spec, type), spec.id, counts, null, label)}
          chosen={chosen}
          onChange={onChange}
        />
      );
    }
    const options = (values: readonly string[]) =>
      values.map((v) => ({ value: v, label: label(v), count: countOf(counts, spec.id, v) }));
    // Body types differ by vehicle type: the all-vehicles page shows both under their headings.
    const groups =
      type === 'all' && spec.id === 'bodyType'
        ? VEHICLE_TYPES.map((t) => ({ type: t, values: BODY_TYPES[t] }))
        : [{ type, values: choiceValues(spec, type) }];
    return (
      <fieldset className="sm:col-span-2">
        <legend className="field-label">{words.label(spec)}</legend>
        <div className="flex flex-col gap-2">
          {groups.map((group) =>
            groups.length === 1 ? (
              <CheckList key={group.type} options={options(group.values)} chosen={chosen} onChange={onChange} />
            ) : (
              <div key={group.type} role="group" aria-labelledby={`${id}-${group.type}`}>
                <p id={`${id}-${group.type}`} className="mb-0.5 text-xs font-medium text-ink-muted">
                  {words.type(group.type)}
                </p>
                <CheckList options={options(group.values)} chosen={chosen} onChange={onChange} />
              </div>
            ),
          )}
        </div>
      </fieldset>
    );
  }
  const chosen = typeof value === 'string' ? value : null;
  const needsScope = spec.scope !== undefined && !scopeValue;
  return (
    <div>
      <SelectField
        label={words.label(spec)}
        value={chosen ?? ''}
        disabled={needsScope}
        options={facetOptions(offered(spec, type, counts, chosen), spec.id, counts, chosen, label)}
        placeholder={needsScope ? words.say['filters.chooseMakeFirst'] : words.any(spec)}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => {
          onChange(event.target.value === '' ? null : event.target.value);
        }}
      />
      {note && (
        <p id={`${id}-note`} className="mt-1.5 text-xs text-ink-muted">
          {note}
        </p>
      )}
    </div>
  );
}
