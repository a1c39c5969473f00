import { currentYear } from '../../lib/domain/constants';
import { YEAR_FLOOR } from '../../lib/domain/listingSchema';
import { EMISSIONS_CLASSES, consumptionUnit, hasElectricRange, hasEmissionsClass } from '../../lib/domain/vehicleFacts';
import FormField from '../ui/FormField';
import MonthYearField from '../ui/MonthYearField';
import SelectField from '../ui/SelectField';
import { bind, type StepProps } from './stepProps';

const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

const ACCIDENT_CHOICES = [
  { value: 'yes', label: 'Yes, accident-free' },
  { value: 'no', label: 'No, it had an accident' },
] as const;

/** The optional facts buyers look for: registration, owners, inspection, accidents, consumption, emissions. */
export default function VehicleFactsFields(props: StepProps) {
  const { values, errors, set } = props;
  const year = currentYear();
  const fuel = values.fuel_type;
  return (
    <fieldset className="grid gap-5 border-t border-line pt-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-base font-semibold text-ink sm:col-span-2">
        History and running costs <span className="font-normal text-ink-muted">(optional)</span>
      </legend>
      <MonthYearField
        label="First registration"
        value={values.first_registration}
        years={range(year, YEAR_FLOOR)}
        error={errors.first_registration}
        onChange={(value) => {
          set('first_registration', value);
        }}
      />
      <MonthYearField
        label="Next inspection due"
        value={values.next_inspection}
        years={range(year - 5, year + 3)}
        error={errors.next_inspection}
        hint="The main inspection (HU) date on the registration."
        onChange={(value) => {
          set('next_inspection', value);
        }}
      />
      <FormField
        label="Previous owners"
        inputMode="numeric"
        {...bind(props, 'previous_owners')}
        hint="Registered keepers before you."
      />
      <SelectField
        label="Accident-free"
        placeholder="Not stated"
        options={ACCIDENT_CHOICES}
        value={values.accident_free}
        error={errors.accident_free}
        onChange={(e) => {
          const { value } = e.currentTarget;
          set('accident_free', value === 'yes' || value === 'no' ? value : '');
        }}
      />
      <FormField
        label={`Consumption (${consumptionUnit(fuel)})`}
        inputMode="decimal"
        {...bind(props, 'consumption')}
        hint="Combined, as in the registration papers or WLTP."
      />
      {hasElectricRange(fuel) && (
        <FormField label="Electric range (km)" inputMode="numeric" {...bind(props, 'electric_range')} />
      )}
      {hasEmissionsClass(fuel) && (
        <SelectField
          label="Emissions class"
          placeholder="Not stated"
          options={EMISSIONS_CLASSES[values.type]}
          {...bind(props, 'emissions_class')}
        />
      )}
    </fieldset>
  );
}
