import type { ReactNode } from 'react';
import { FILTER_TYPES } from '../../lib/domain/constants';
import type { FilterSurface, FlagFilter } from '../../lib/domain/filterSpec';
import { specsFor, withType, type VehicleFilters } from '../../lib/domain/filters';
import type { FacetCounts } from '../../lib/domain/searchFilters';
import SelectField from '../ui/SelectField';
import ChoiceField from './fields/ChoiceField';
import FlagsField from './fields/FlagsField';
import RangeField from './fields/RangeField';
import { useFilterWords } from './filterWordsContext';

interface Props {
  draft: VehicleFilters;
  currentYear: number;
  onChange: (update: (current: VehicleFilters) => VehicleFilters) => void;
  /**
   * The home page's popover shows exactly the specification's fields; a
   * listing page every filter its type offers, each option with its count
   * (null while they load) and the distance field where the filter is.
   */
  surface: FilterSurface;
  counts?: FacetCounts | null;
  nearField?: ReactNode;
}

/** Every field of a filter panel, in the filter specification's order, editing its draft. */
export default function FilterFields({ draft, currentYear, onChange, surface, counts, nearField }: Props) {
  const record = draft as unknown as Record<string, unknown>;
  const words = useFilterWords();
  const patch = (changes: Record<string, unknown>) => {
    onChange((current) => ({ ...current, ...changes }));
  };
  const specs = specsFor(surface, draft.type);
  const flags = specs.filter((spec): spec is FlagFilter => spec.kind === 'flag');
  const fields: ReactNode[] = [];
  for (const spec of specs) {
    switch (spec.kind) {
      case 'distance':
        fields.push(nearField);
        break;
      case 'words':
        break;
      case 'flag':
        if (spec === flags[0]) {
          fields.push(
            <FlagsField
              key="flags"
              specs={flags}
              values={record as Record<string, boolean>}
              counts={counts}
              onChange={patch}
            />,
          );
        }
        break;
      case 'range':
        fields.push(
          <RangeField
            key={spec.id}
            spec={spec}
            values={record as Record<string, number | null>}
            currentYear={currentYear}
            counts={counts}
            onChange={patch}
          />,
        );
        break;
      case 'choice':
        if (spec.key === 'type') {
          fields.push(
            <SelectField
              key="type"
              label={words.label(spec)}
              value={draft.type}
              options={FILTER_TYPES.map((value) => {
                const total = value === 'all' ? undefined : counts?.facets.type?.[value];
                return {
                  value,
                  label: total === undefined ? words.type(value) : `${words.type(value)} (${String(total)})`,
                };
              })}
              onChange={(event) => {
                const next = FILTER_TYPES.find((t) => t === event.target.value) ?? 'all';
                onChange((current) => withType(current, next, currentYear));
              }}
            />,
          );
        } else {
          // Clearing a choice clears the choices scoped to it (a make's model).
          const dependants = specs.filter((other) => other.kind === 'choice' && other.scope === spec.id);
          const scope = spec.scope === undefined ? undefined : specs.find((other) => other.id === spec.scope);
          fields.push(
            <ChoiceField
              key={spec.id}
              spec={spec}
              type={draft.type}
              value={record[spec.key] as string | string[] | null}
              scopeValue={scope?.kind === 'choice' ? (record[scope.key] as string | null) : undefined}
              counts={counts}
              onChange={(value) => {
                patch({
                  [spec.key]: value,
                  ...Object.fromEntries(
                    dependants.map((other) => [other.kind === 'choice' ? other.key : other.id, null]),
                  ),
                });
              }}
            />,
          );
        }
        break;
    }
  }
  return <>{fields}</>;
}
