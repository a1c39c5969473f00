import { useId } from 'react';
import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  COLORS,
  FUEL_TYPES,
  MAKES,
  TRANSMISSIONS,
  VEHICLE_TYPES,
} from '../../lib/domain/constants';
import { DESCRIPTION_LIMIT, hasEngine } from '../../lib/domain/listingSchema';
import FormField from '../ui/FormField';
import SelectField from '../ui/SelectField';
import ListingFeaturesField from './ListingFeaturesField';
import ListingPlaceField from './ListingPlaceField';
import SellerIdentity from './SellerIdentity';
import VehicleFactsFields from './VehicleFactsFields';
import { bind, type StepProps } from './stepProps';

const TYPE_NAMES = { car: 'Car', scooter: 'Scooter' } as const;

export function VehicleStep(props: StepProps) {
  const { values, errors, setType } = props;
  const typeError = useId();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <fieldset className="sm:col-span-2" aria-describedby={errors.type ? typeError : undefined}>
        <legend className="field-label">Vehicle type</legend>
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
              {TYPE_NAMES[type]}
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
        label="Body type"
        placeholder="Choose a body type"
        options={BODY_TYPES[values.type].map((value) => ({ value, label: BODY_TYPE_LABELS[value] }))}
        {...bind(props, 'body_type')}
      />
      <SelectField label="Make" placeholder="Choose a make" options={MAKES[values.type]} {...bind(props, 'make')} />
      <FormField
        label="Model"
        {...bind(props, 'model')}
        maxLength={100}
        placeholder={values.type === 'car' ? 'e.g. Golf' : 'e.g. Primavera 125'}
      />
      <FormField
        label="Trim or version (optional)"
        {...bind(props, 'trim')}
        maxLength={60}
        placeholder={values.type === 'car' ? 'e.g. 1.5 TSI Comfortline' : 'e.g. S 125'}
      />
      <FormField label="Year" inputMode="numeric" {...bind(props, 'year')} />
      <FormField
        className="sm:col-span-2"
        label="Title"
        {...bind(props, 'title')}
        maxLength={200}
        hint="What buyers see first. Suggested from year, make, model and trim until you write your own."
      />
    </div>
  );
}

const VIN_HINT = "Optional. Only you see it; it keeps the vehicle's price history if you list it again.";

export function DetailsStep(props: StepProps) {
  const { values } = props;
  const engine = hasEngine(values.fuel_type);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Price (€)" inputMode="numeric" {...bind(props, 'price')} />
      <FormField label="Mileage (km)" inputMode="numeric" {...bind(props, 'mileage')} />
      <SelectField
        label="Fuel type"
        placeholder="Choose a fuel type"
        options={FUEL_TYPES[values.type]}
        {...bind(props, 'fuel_type')}
      />
      <SelectField
        label="Transmission"
        placeholder="Choose a transmission"
        options={TRANSMISSIONS[values.type]}
        {...bind(props, 'transmission')}
      />
      <FormField label="Power (hp)" inputMode="numeric" {...bind(props, 'power')} hint="Optional" />
      {engine ? (
        <FormField label="Engine size (cc)" inputMode="numeric" {...bind(props, 'engine_size')} hint="Optional" />
      ) : (
        <p className="self-end pb-2 text-sm text-ink-muted">Electric vehicles have no engine size.</p>
      )}
      <SelectField label="Colour" placeholder="Choose a colour" options={COLORS} {...bind(props, 'color')} />
      <FormField
        label="VIN"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        {...bind(props, 'vin')}
        hint={VIN_HINT}
      />
      <ListingFeaturesField {...props} />
      <VehicleFactsFields {...props} />
    </div>
  );
}

export function DescriptionStep(props: StepProps) {
  const { values, errors, set } = props;
  const id = useId();
  const length = values.description.trim().length;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={id} className="field-label">
          Description
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
          {length.toLocaleString('en-IE')} / {DESCRIPTION_LIMIT.toLocaleString('en-IE')} characters
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
