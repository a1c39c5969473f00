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
import { withType, type VehicleFilters } from '../../lib/domain/filters';
import { formatMileage, formatPrice } from '../../lib/domain/format';
import SelectField from '../ui/SelectField';
import RangeSlider from './RangeSlider';

interface Props {
  draft: VehicleFilters;
  currentYear: number;
  onChange: (update: (current: VehicleFilters) => VehicleFilters) => void;
}

/** "" in a select means "no constraint". */
const orNull = (value: string): string | null => (value === '' ? null : value);

function parseEngine(raw: string): number | null {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.min(ENGINE_SIZE_MAX, Math.max(ENGINE_SIZE_MIN, Math.round(value))) : null;
}

/** Every field of the Advanced Filters, editing the popover's draft. */
export default function FilterFields({ draft, currentYear, onChange }: Props) {
  const type = draft.type;
  const update = (patch: Partial<VehicleFilters>) => {
    onChange((current) => ({ ...current, ...patch }));
  };

  return (
    <>
      <SelectField
        label="Vehicle type"
        value={type}
        options={FILTER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
        onChange={(event) => {
          const next = FILTER_TYPES.find((t) => t === event.target.value) ?? 'all';
          onChange((current) => withType(current, next));
        }}
      />
      <SelectField
        label="Make"
        value={draft.make ?? ''}
        options={optionsFor(MAKES, type)}
        placeholder="Any make"
        onChange={(event) => update({ make: orNull(event.target.value) })}
      />
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
        options={optionsFor(FUEL_TYPES, type)}
        placeholder="Any fuel"
        onChange={(event) => update({ fuelType: orNull(event.target.value) })}
      />
      <SelectField
        label="Transmission"
        value={draft.transmission ?? ''}
        options={optionsFor(TRANSMISSIONS, type)}
        placeholder="Any transmission"
        onChange={(event) => update({ transmission: orNull(event.target.value) })}
      />
      <SelectField
        label="Maximum mileage"
        value={draft.mileageMax === null ? '' : String(draft.mileageMax)}
        options={MILEAGE_OPTIONS.map((km) => ({ value: String(km), label: `Up to ${formatMileage(km)}` }))}
        placeholder="Any mileage"
        onChange={(event) => {
          const value = orNull(event.target.value);
          update({ mileageMax: value === null ? null : Number(value) });
        }}
      />
      <SelectField
        label="Color"
        value={draft.color ?? ''}
        options={COLORS}
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
      <FeatureChecklist
        features={optionsFor(FEATURES, type)}
        chosen={draft.features}
        onChange={(features) => update({ features })}
      />
    </>
  );
}

function FeatureChecklist(props: {
  features: readonly string[];
  chosen: readonly string[];
  onChange: (features: string[]) => void;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">Features</legend>
      <div className="flex flex-wrap gap-2">
        {props.features.map((feature) => {
          const checked = props.chosen.includes(feature);
          return (
            <label
              key={feature}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line-strong px-3 py-1.5 text-sm text-ink-soft has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={checked}
                onChange={() => {
                  props.onChange(checked ? props.chosen.filter((f) => f !== feature) : [...props.chosen, feature]);
                }}
              />
              {feature}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
