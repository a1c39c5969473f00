/** The listing pages' body type and trust filters: shapes to choose any of, and three flags, each with its count. */
import { useId } from 'react';
import { countOf } from '../../lib/domain/facetOptions';
import type { VehicleFilters } from '../../lib/domain/filters';
import type { FacetCounts, FacetName } from '../../lib/domain/searchFilters';
import {
  TRUST_FLAGS,
  TRUST_FLAGS_NOTE,
  bodyTypeGroups,
  bodyTypeLabel,
  isBodyTypeOf,
  trustFlagLabel,
} from '../../lib/domain/trustFilters';
import CheckList, { type CheckOption } from './CheckList';

interface Props {
  draft: VehicleFilters;
  counts: FacetCounts | null;
  update: (patch: Partial<VehicleFilters>) => void;
}

function options(
  values: readonly string[],
  facet: FacetName,
  counts: FacetCounts | null,
  label: (value: string) => string,
): CheckOption[] {
  return values.map((value) => ({ value, label: label(value), count: countOf(counts, facet, value) }));
}

/** Body types of the page's type; on the all-vehicles page cars' and scooters' under their headings. */
export function BodyTypeField({ draft, counts, update }: Props) {
  const id = useId();
  const groups = bodyTypeGroups(draft.type);
  const chosen = draft.bodyTypes ?? [];
  const choose = (values: string[]) => {
    update({ bodyTypes: values.filter((value) => isBodyTypeOf(value, draft.type)) });
  };
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">Body type</legend>
      <div className="flex flex-col gap-2">
        {groups.map((group) => {
          const shapes = options(group.bodyTypes, 'bodyType', counts, bodyTypeLabel);
          if (groups.length === 1)
            return <CheckList key={group.type} options={shapes} chosen={chosen} onChange={choose} />;
          return (
            <div key={group.type} role="group" aria-labelledby={`${id}-${group.type}`}>
              <p id={`${id}-${group.type}`} className="mb-0.5 text-xs font-medium text-ink-muted">
                {group.heading}
              </p>
              <CheckList options={shapes} chosen={chosen} onChange={choose} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Accident-free, good price or better, replies within 24 h: each says how many results it would leave. */
export function TrustToggles({ draft, counts, update }: Props) {
  const noteId = useId();
  const chosen = TRUST_FLAGS.filter((flag) => draft[flag]);
  return (
    <fieldset className="sm:col-span-2" aria-describedby={noteId}>
      <legend className="field-label">Only show</legend>
      <CheckList
        options={options(TRUST_FLAGS, 'toggles', counts, trustFlagLabel)}
        chosen={chosen}
        onChange={(values) => {
          update({
            accidentFree: values.includes('accidentFree'),
            goodPrice: values.includes('goodPrice'),
            fastReply: values.includes('fastReply'),
          });
        }}
      />
      <p id={noteId} className="mt-1.5 text-xs text-ink-muted">
        {TRUST_FLAGS_NOTE}
      </p>
    </fieldset>
  );
}
