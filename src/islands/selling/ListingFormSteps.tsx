import { useId } from 'react';
import { BODY_TYPES, COLORS, FUEL_TYPES, MAKES, TRANSMISSIONS, VEHICLE_TYPES } from '../../lib/domain/constants';
import { DESCRIPTION_LIMIT, hasEngine } from '../../lib/domain/listingSchema';
import FormField from '../ui/FormField';
import SelectField from '../ui/SelectField';
import ListingFeaturesField from './ListingFeaturesField';
import ListingPlaceField from './ListingPlaceField';
import SellerIdentity from './SellerIdentity';
import VehicleFactsFields from './VehicleFactsFields';
import { bind, type StepProps } from './stepProps';
import { formatNumber } from '../../lib/domain/format';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

export function VehicleStep(props: StepProps) {
  const { values, errors, setType } = props;
  const say = useSay<SellStrings>();
  const typeError = useId();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <fieldset className="sm:col-span-2" aria-describedby={errors.type ? typeError : undefined}>
        <legend className="field-label">{say['sell.vehicleType']}</legend>
        <div className="flex gap-3">
          {VEHICLE_TYPES.map((type) => (
            <label
              key={type}
              className={`flex flex-1 cursor-pointer items-center gap-2 rounded-card border px-4 py-3 font-semibold ${values.type === type ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line-strong bg-surface text-ink'}`}
            >
              <input
                type="radio"
                name="type"
                value={type}
                checked={values.type === type}
                onChange={() => {
                  setType(type);
                }}
                className="accent-brand-700"
              />
              {say[`sell.type.${type}`]}
            </label>
          ))}
        </div>
        {errors.type && (
          <p id={typeError} className="mt-1.5 text-sm font-medium text-danger-700">
            {errors.type}
          </p>
        )}
      </fieldset>
      <SelectField
        label={say['sell.bodyType']}
        placeholder={say['sell.chooseBody']}
        options={BODY_TYPES[values.type].map((value) => ({ value, label: say[`body.${value}`] }))}
        {...bind(props, 'body_type')}
      />
      <SelectField
        label={say['sell.make']}
        placeholder={say['sell.chooseMake']}
        options={MAKES[values.type]}
        {...bind(props, 'make')}
      />
      <FormField
        label={say['sell.model']}
        {...bind(props, 'model')}
        maxLength={100}
        placeholder={say[`sell.modelExample.${values.type}`]}
      />
      <FormField
        label={say['sell.trim']}
        {...bind(props, 'trim')}
        maxLength={60}
        placeholder={say[`sell.trimExample.${values.type}`]}
      />
      <FormField label={say['sell.year']} inputMode="numeric" {...bind(props, 'year')} />
      <FormField
        className="sm:col-span-2"
        label={say['sell.listingTitle']}
        {...bind(props, 'title')}
        maxLength={200}
        hint={say['sell.titleHint']}
      />
    </div>
  );
}

export function DetailsStep(props: StepProps) {
  const { values } = props;
  const say = useSay<SellStrings>();
  const engine = hasEngine(values.fuel_type);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={say['sell.price']} inputMode="numeric" {...bind(props, 'price')} />
      <FormField label={say['sell.mileage']} inputMode="numeric" {...bind(props, 'mileage')} />
      <SelectField
        label={say['sell.fuel']}
        placeholder={say['sell.chooseFuel']}
        options={FUEL_TYPES[values.type].map((value) => ({ value, label: say[`fuel.${value}`] }))}
        {...bind(props, 'fuel_type')}
      />
      <SelectField
        label={say['sell.transmission']}
        placeholder={say['sell.chooseTransmission']}
        options={TRANSMISSIONS[values.type].map((value) => ({ value, label: say[`transmission.${value}`] }))}
        {...bind(props, 'transmission')}
      />
      <FormField label={say['sell.power']} inputMode="numeric" {...bind(props, 'power')} hint={say['sell.optional']} />
      {engine ? (
        <FormField
          label={say['sell.engineSize']}
          inputMode="numeric"
          {...bind(props, 'engine_size')}
          hint={say['sell.optional']}
        />
      ) : (
        <p className="self-end pb-2 text-sm text-ink-muted">{say['sell.noEngine']}</p>
      )}
      <SelectField
        label={say['sell.colour']}
        placeholder={say['sell.chooseColour']}
        options={COLORS.map((value) => ({ value, label: say[`color.${value}`] }))}
        {...bind(props, 'color')}
      />
      <FormField
        label={say['sell.vin']}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        {...bind(props, 'vin')}
        hint={say['sell.vinHint']}
      />
      <ListingFeaturesField {...props} />
      <VehicleFactsFields {...props} />
    </div>
  );
}

export function DescriptionStep(props: StepProps) {
  const { values, errors, set } = props;
  const say = useSay<SellStrings>();
  const id = useId();
  const length = values.description.trim().length;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={id} className="field-label">
          {say['sell.descriptionLabel']}
        </label>
        <textarea
          id={id}
          rows={7}
          value={values.description}
          className={`field-control ${errors.description ? 'border-danger-600' : ''}`}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-count${errors.description ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            set('description', e.currentTarget.value);
          }}
        />
        <p
          id={`${id}-count`}
          className={`mt-1.5 text-sm ${length > DESCRIPTION_LIMIT ? 'text-danger-700' : 'text-ink-muted'}`}
        >
          {fill(say['sell.characters'], {
            count: formatNumber(length, say.locale),
            limit: formatNumber(DESCRIPTION_LIMIT, say.locale),
          })}
        </p>
        {errors.description && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">
            {errors.description}
          </p>
        )}
      </div>
      <ListingPlaceField {...props} />
      <SellerIdentity />
    </div>
  );
}
