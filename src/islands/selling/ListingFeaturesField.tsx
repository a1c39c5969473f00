import { FEATURES } from '../../lib/domain/constants';
import { toggleFeature } from '../../lib/domain/listingForm';
import type { StepProps } from './stepProps';
import { sayFor, useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

/** The features of the listing's vehicle type, as checkboxes. */
export default function ListingFeaturesField({ values, errors, set }: StepProps) {
  const say = useSay<SellStrings>();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">{say['sell.features']}</legend>
      <div className="grid gap-2 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {FEATURES[values.type].map((feature) => (
          <label key={feature} className="flex items-center gap-2 text-sm text-ink-soft">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={values.features.includes(feature)}
              onChange={(e) => {
                set('features', toggleFeature(values.features, feature, e.currentTarget.checked));
              }}
            />
            {sayFor(say, `feature.${feature}`, feature)}
          </label>
        ))}
      </div>
      {errors.features && <p className="mt-1.5 text-sm font-medium text-danger-700">{errors.features}</p>}
    </fieldset>
  );
}
