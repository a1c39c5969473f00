import type { FacetOption } from '../../lib/domain/facetOptions';

interface Props {
  legend: string;
  /** The type's features, with their counts when the panel has them. */
  options: readonly FacetOption[];
  chosen: readonly string[];
  onChange: (features: string[]) => void;
}

/** The features as toggles; a feature no listing of the search has is disabled unless chosen. */
export default function FeatureChecklist({ legend, options, chosen, onChange }: Props) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ value: feature, label, disabled = false }) => {
          const checked = chosen.includes(feature);
          return (
            <label
              key={feature}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line-strong px-3 py-1.5 text-sm text-ink-soft has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-3 has-focus-visible:outline-brand-500 has-disabled:cursor-not-allowed has-disabled:opacity-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={checked}
                disabled={disabled && !checked}
                onChange={() => {
                  onChange(checked ? chosen.filter((f) => f !== feature) : [...chosen, feature]);
                }}
              />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
