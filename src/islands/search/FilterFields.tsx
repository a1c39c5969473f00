import {
  COLORS,
  ENGINE_SIZE_MAX,
  ENGINE_SIZE_MIN,
  FEATURES,
  FILTER_TYPES,
  FUEL_TYPES,
  MAKES,
  MILEAGE_OPTIONS,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  TRANSMISSIONS,
  TYPE_LABELS,
  YEAR_MIN,
  YEAR_STEP,
  optionsFor,
} from '../../lib/domain/constants';
import { facetOptions } from '../../lib/domain/facetOptions';
import { withType, type VehicleFilters } from '../../lib/domain/filters';
import { formatMileage, formatPrice } from '../../lib/domain/format';
import type { FacetCounts } from '../../lib/domain/searchFilters';
import SelectField from '../ui/SelectField';
import type { ReactNode } from 'react';
import FeatureChecklist from './FeatureChecklist';
import RangeSlider from './RangeSlider';

interface Props {
  draft: VehicleFilters;
  currentYear: number;
  onChange: (update: (current: VehicleFilters) => VehicleFilters) => void;
  /**
   * On listing pages: each option's count with the other filters applied
   * (null while they load), and the fields only they offer, placed after
   * make and after colour (ListingOnlyFields). Absent in the home page's
   * popover, which has exactly the specification's fields.
   */
  counts?: FacetCounts | null;
  modelField?: ReactNode;
  licenceField?: ReactNode;
  bodyTypeField?: ReactNode;
}

/** "" in a select means "no constraint". */
const orNull = (value: string): string | null => (value === '' ? null : value);

function parseEngine(raw: string): number | null {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.min(ENGINE_SIZE_MAX, Math.max(ENGINE_SIZE_MIN, Math.round(value))) : null;
}

/** Every field of the Advanced Filters, editing the popover's draft. */
export default function FilterFields({
  draft,
  currentYear,
  onChange,
  counts,
  modelField,
  licenceField,
  bodyTypeField,
}: Props) {
  const type = draft.type;
  const update = (patch: Partial<VehicleFilters>) => {
    onChange((current) => ({ ...current, ...patch }));
  };
  const typeTotal = (value: string) => (value === 'all' ? undefined : counts?.type[value]);

  return (
    <>
      <SelectField
        label="Vehicle type"
        value={type}
        options={FILTER_TYPES.map((value) => {
          const total = typeTotal(value);
          return {
            value,
            label: total === undefined ? TYPE_LABELS[value] : `${TYPE_LABELS[value]} (${String(total)})`,
          };
        })}
        onChange={(event) => {
          const next = FILTER_TYPES.find((t) => t === event.target.value) ?? 'all';
          onChange((current) => withType(current, next));
        }}
      />
      {bodyTypeField}
      <SelectField
        label="Make"
        value={draft.make ?? ''}
        options={facetOptions(optionsFor(MAKES, type), 'make', counts, draft.make)}
        placeholder="Any make"
        onChange={(event) => update({ make: orNull(event.target.value), model: null })}
      />
      {modelField}
      <div className="sm:col-span-2">
        <RangeSlider
          label="Price"
          unit="€"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={[draft.minPrice, draft.maxPrice]}
          format={formatPrice}
          openEnds={{ max: `${formatPrice(PRICE_MAX)}+` }}
          onChange={([minPrice, maxPrice]) => update({ minPrice, maxPrice })}
        />
      </div>
      <div className="sm:col-span-2">
        <RangeSlider
          label="Year"
          min={YEAR_MIN}
          max={currentYear}
          step={YEAR_STEP}
          value={[draft.minYear, draft.maxYear]}
          format={String}
          openEnds={{ min: `${String(YEAR_MIN)} or older` }}
          onChange={([minYear, maxYear]) => update({ minYear, maxYear })}
        />
      </div>
      <SelectField
        label="Fuel type"
        value={draft.fuelType ?? ''}
        options={facetOptions(optionsFor(FUEL_TYPES, type), 'fuelType', counts, draft.fuelType)}
        placeholder="Any fuel"
        onChange={(event) => update({ fuelType: orNull(event.target.value) })}
      />
      <SelectField
        label="Transmission"
        value={draft.transmission ?? ''}
        options={facetOptions(optionsFor(TRANSMISSIONS, type), 'transmission', counts, draft.transmission)}
        placeholder="Any transmission"
        onChange={(event) => update({ transmission: orNull(event.target.value) })}
      />
      <SelectField
        label="Maximum mileage"
        value={draft.mileageMax === null ? '' : String(draft.mileageMax)}
        options={facetOptions(
          MILEAGE_OPTIONS.map(String),
          'mileageMax',
          counts,
          draft.mileageMax === null ? null : String(draft.mileageMax),
          (km) => `Up to ${formatMileage(Number(km))}`,
        )}
        placeholder="Any mileage"
        onChange={(event) => {
          const value = orNull(event.target.value);
          update({ mileageMax: value === null ? null : Number(value) });
        }}
      />
      <SelectField
        label="Color"
        value={draft.color ?? ''}
        options={facetOptions(COLORS, 'color', counts, draft.color)}
        placeholder="Any color"
        onChange={(event) => update({ color: orNull(event.target.value) })}
      />
      {type === 'car' && (
        <fieldset className="sm:col-span-2">
          <legend className="field-label">Engine size (cc)</legend>
          <div className="grid grid-cols-2 gap-3">
            {(['Min', 'Max'] as const).map((end) => (
              <input
                key={end}
                type="number"
                inputMode="numeric"
                className="field-control"
                aria-label={`${end === 'Min' ? 'Minimum' : 'Maximum'} engine size`}
                placeholder={end}
                min={ENGINE_SIZE_MIN}
                max={ENGINE_SIZE_MAX}
                step={100}
                value={(end === 'Min' ? draft.engineSizeMin : draft.engineSizeMax) ?? ''}
                onChange={(event) => {
                  const value = parseEngine(event.target.value);
                  update(end === 'Min' ? { engineSizeMin: value } : { engineSizeMax: value });
                }}
              />
            ))}
          </div>
        </fieldset>
      )}
      {type !== 'car' && licenceField}
      <FeatureChecklist
        options={facetOptions(optionsFor(FEATURES, type), 'features', counts, null)}
        chosen={draft.features}
        onChange={(features) => update({ features })}
      />
    </>
  );
}
