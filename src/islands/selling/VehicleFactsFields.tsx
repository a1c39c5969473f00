import { currentYear } from '../../lib/domain/constants';
import { YEAR_FLOOR } from '../../lib/domain/listingSchema';
import { EMISSIONS_CLASSES, consumptionUnit, hasElectricRange, hasEmissionsClass } from '../../lib/domain/vehicleFacts';
import FormField from '../ui/FormField';
import MonthYearField from '../ui/MonthYearField';
import SelectField from '../ui/SelectField';
import { bind, type StepProps } from './stepProps';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

/** The optional facts buyers look for: registration, owners, inspection, accidents, consumption, emissions. */
export default function VehicleFactsFields(props: StepProps) {
  const { values, errors, set } = props;
  const say = useSay<SellStrings>();
  const months = {
    month: say['sell.month'],
    year: say['sell.year'],
    monthOf: say['sell.monthOf'],
    yearOf: say['sell.yearOf'],
    locale: say.locale,
  };
  const year = currentYear();
  const fuel = values.fuel_type;
  return (
    <fieldset className="grid gap-5 border-t border-line pt-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-base font-semibold text-ink sm:col-span-2">
        {say['sell.history']} <span className="font-normal text-ink-muted">{say['sell.historyOptional']}</span>
      </legend>
      <MonthYearField
        label={say['sell.firstRegistration']}
        words={months}
        value={values.first_registration}
        years={range(year, YEAR_FLOOR)}
        error={errors.first_registration}
        onChange={(value) => {
          set('first_registration', value);
        }}
      />
      <MonthYearField
        label={say['sell.nextInspection']}
        words={months}
        value={values.next_inspection}
        years={range(year - 5, year + 3)}
        error={errors.next_inspection}
        hint={say['sell.nextInspectionHint']}
        onChange={(value) => {
          set('next_inspection', value);
        }}
      />
      <FormField
        label={say['sell.previousOwners']}
        inputMode="numeric"
        {...bind(props, 'previous_owners')}
        hint={say['sell.previousOwnersHint']}
      />
      <SelectField
        label={say['sell.accidentFree']}
        placeholder={say['sell.notStated']}
        options={[
          { value: 'yes', label: say['sell.accidentFreeYes'] },
          { value: 'no', label: say['sell.accidentFreeNo'] },
        ]}
        value={values.accident_free}
        error={errors.accident_free}
        onChange={(e) => {
          const { value } = e.currentTarget;
          set('accident_free', value === 'yes' || value === 'no' ? value : '');
        }}
      />
      <FormField
        label={fill(say['sell.consumption'], { unit: consumptionUnit(fuel) })}
        inputMode="decimal"
        {...bind(props, 'consumption')}
        hint={say['sell.consumptionHint']}
      />
      {hasElectricRange(fuel) && (
        <FormField label={say['sell.electricRange']} inputMode="numeric" {...bind(props, 'electric_range')} />
      )}
      {hasEmissionsClass(fuel) && (
        <SelectField
          label={say['sell.emissionsClass']}
          placeholder={say['sell.notStated']}
          options={EMISSIONS_CLASSES[values.type]}
          {...bind(props, 'emissions_class')}
        />
      )}
    </fieldset>
  );
}
