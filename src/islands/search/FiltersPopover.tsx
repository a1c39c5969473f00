import { useEffect, useId, useRef, useState } from 'react';
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
import {
  countActiveFilters,
  isPriceActive,
  isYearActive,
  resetFilters,
  withType,
  type VehicleFilters,
} from '../../lib/domain/filters';
import { formatMileage, formatPrice } from '../../lib/domain/format';
import { CloseIcon, SlidersIcon } from '../ui/icons';
import RangeSlider from './RangeSlider';

interface Props {
  /** The applied filters; the popover edits a draft of them. */
  filters: VehicleFilters;
  currentYear: number;
  onApply: (filters: VehicleFilters) => void;
}

const ANY = '';

interface Option {
  value: string;
  label: string;
}

const asOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

function SelectField(props: {
  label: string;
  value: string | null;
  options: readonly Option[];
  /** The first choice, meaning "no constraint"; omitted when a value is required. */
  anyLabel?: string;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <select
        id={id}
        className="field-control"
        value={props.value ?? ANY}
        onChange={(event) => {
          props.onChange(event.target.value === ANY ? null : event.target.value);
        }}
      >
        {props.anyLabel !== undefined && <option value={ANY}>{props.anyLabel}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function parseEngine(raw: string): number | null {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.min(ENGINE_SIZE_MAX, Math.max(ENGINE_SIZE_MIN, Math.round(value))) : null;
}

/**
 * The Advanced Filters popover. Apply hands the draft to the search, Reset
 * clears it to the type and default ranges and applies that, Cancel (or
 * Escape, or a click outside) closes and forgets the draft.
 */
export default function FiltersPopover({ filters, currentYear, onApply }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const panelId = useId();
  const active = countActiveFilters(filters, currentYear);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const openPanel = () => {
    setDraft(filters);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('select, input, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const update = (patch: Partial<VehicleFilters>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };

  const apply = (next: VehicleFilters) => {
    onApply(next);
    close(true);
  };

  const type = draft.type;
  const features = optionsFor(FEATURES, type);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className="btn btn-outline h-full w-full"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => {
          if (open) close(false);
          else openPanel();
        }}
      >
        <SlidersIcon />
        <span>Advanced Filters</span>
        {active > 0 && (
          <span
            className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-6 font-bold text-white"
            data-testid="active-filter-count"
          >
            <span className="sr-only">(</span>
            {active}
            <span className="sr-only"> active)</span>
          </span>
        )}
      </button>

      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-surface text-left shadow-popover ring-1 ring-line sm:absolute sm:inset-x-auto sm:top-[calc(100%+0.5rem)] sm:right-0 sm:bottom-auto sm:max-h-[min(44rem,80dvh)] sm:w-[40rem] sm:rounded-card"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <h2 id={headingId} className="text-lg font-bold text-ink">
              Advanced Filters
            </h2>
            <button type="button" className="btn btn-ghost -mr-2 min-h-10 px-2" onClick={() => close(true)}>
              <CloseIcon />
              <span className="sr-only">Close filters</span>
            </button>
          </div>

          <div className="grid flex-1 gap-5 overflow-y-auto px-5 py-5 sm:grid-cols-2">
            <SelectField
              label="Vehicle type"
              value={type}
              options={FILTER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
              onChange={(value) => {
                const next = FILTER_TYPES.find((t) => t === value) ?? 'all';
                setDraft((current) => withType(current, next));
              }}
            />
            <SelectField
              label="Make"
              value={draft.make}
              options={asOptions(optionsFor(MAKES, type))}
              anyLabel="Any make"
              onChange={(make) => update({ make })}
            />
            <div className="sm:col-span-2">
              <RangeSlider
                label="Price"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                value={[draft.minPrice, draft.maxPrice]}
                format={formatPrice}
                idleText={isPriceActive(draft) ? undefined : 'Any price'}
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
                idleText={isYearActive(draft, currentYear) ? undefined : 'Any year'}
                onChange={([minYear, maxYear]) => update({ minYear, maxYear })}
              />
            </div>
            <SelectField
              label="Fuel type"
              value={draft.fuelType}
              options={asOptions(optionsFor(FUEL_TYPES, type))}
              anyLabel="Any fuel"
              onChange={(fuelType) => update({ fuelType })}
            />
            <SelectField
              label="Transmission"
              value={draft.transmission}
              options={asOptions(optionsFor(TRANSMISSIONS, type))}
              anyLabel="Any transmission"
              onChange={(transmission) => update({ transmission })}
            />
            <SelectField
              label="Maximum mileage"
              value={draft.mileageMax === null ? null : String(draft.mileageMax)}
              options={MILEAGE_OPTIONS.map((km) => ({ value: String(km), label: `Up to ${formatMileage(km)}` }))}
              anyLabel="Any mileage"
              onChange={(value) => update({ mileageMax: value === null ? null : Number(value) })}
            />
            <SelectField
              label="Color"
              value={draft.color}
              options={asOptions(COLORS)}
              anyLabel="Any color"
              onChange={(color) => update({ color })}
            />
            {type === 'car' && (
              <fieldset className="sm:col-span-2">
                <legend className="field-label">Engine size (cc)</legend>
                <div className="grid grid-cols-2 gap-3">
                  <EngineInput
                    label="Minimum engine size"
                    placeholder="Min"
                    value={draft.engineSizeMin}
                    onChange={(engineSizeMin) => update({ engineSizeMin })}
                  />
                  <EngineInput
                    label="Maximum engine size"
                    placeholder="Max"
                    value={draft.engineSizeMax}
                    onChange={(engineSizeMax) => update({ engineSizeMax })}
                  />
                </div>
              </fieldset>
            )}
            <fieldset className="sm:col-span-2">
              <legend className="field-label">Features</legend>
              <div className="flex flex-wrap gap-2">
                {features.map((feature) => {
                  const checked = draft.features.includes(feature);
                  return (
                    <label
                      key={feature}
                      className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line-strong px-3 py-1.5 text-sm text-ink-soft has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        checked={checked}
                        onChange={() =>
                          update({
                            features: checked
                              ? draft.features.filter((f) => f !== feature)
                              : [...draft.features, feature],
                          })
                        }
                      />
                      {feature}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </div>

          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-5 py-4">
            <button type="button" className="btn btn-ghost" onClick={() => apply(resetFilters(draft, currentYear))}>
              Reset
            </button>
            <div className="flex gap-2">
              <button type="button" className="btn btn-outline" onClick={() => close(true)}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" onClick={() => apply(draft)}>
                Apply
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

function EngineInput(props: {
  label: string;
  placeholder: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <input
      type="number"
      inputMode="numeric"
      className="field-control"
      aria-label={props.label}
      placeholder={props.placeholder}
      min={ENGINE_SIZE_MIN}
      max={ENGINE_SIZE_MAX}
      step={100}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(parseEngine(event.target.value))}
    />
  );
}
