/** The fields only listing pages offer: a model of the chosen make, and the licence the buyer holds. */
import { useId } from 'react';
import { facetOptions } from '../../lib/domain/facetOptions';
import type { VehicleFilters } from '../../lib/domain/filters';
import { B196_NOTE, LICENCE_CATEGORIES, LICENCE_LABELS, isLicenceCategory } from '../../lib/domain/licence';
import type { FacetCounts } from '../../lib/domain/searchFilters';
import SelectField from '../ui/SelectField';

interface Props {
  draft: VehicleFilters;
  counts: FacetCounts | null;
  update: (patch: Partial<VehicleFilters>) => void;
}

/** Models present for the chosen make (from the counts), so no model is offered that no listing has. */
export function ModelField({ draft, counts, update }: Props) {
  const models = Object.keys(counts?.model ?? {}).sort((a, b) => a.localeCompare(b));
  const chosen = draft.model ?? '';
  // The chosen model stays listed while counts load.
  const values = chosen && !models.includes(chosen) ? [chosen, ...models] : models;
  return (
    <SelectField
      label="Model"
      value={chosen}
      disabled={draft.make === null}
      options={facetOptions(values, 'model', counts, chosen)}
      placeholder={draft.make === null ? 'Choose a make first' : 'Any model'}
      onChange={(event) => {
        update({ model: event.target.value === '' ? null : event.target.value });
      }}
    />
  );
}

/** "I can ride this with": the categories a licence covers, with the B196 note for car drivers. */
export function LicenceField({ draft, counts, update }: Props) {
  const noteId = useId();
  return (
    <div>
      <SelectField
        label="I can ride this with"
        value={draft.licence ?? ''}
        options={facetOptions(LICENCE_CATEGORIES, 'licence', counts, draft.licence, (l) =>
          isLicenceCategory(l) ? LICENCE_LABELS[l] : l,
        )}
        placeholder="Any licence"
        aria-describedby={noteId}
        onChange={(event) => {
          const value = event.target.value;
          update({ licence: isLicenceCategory(value) ? value : null });
        }}
      />
      <p id={noteId} className="mt-1.5 text-xs text-ink-muted">
        {B196_NOTE}
      </p>
    </div>
  );
}
