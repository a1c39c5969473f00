import type { FieldErrors } from '../../lib/domain/authSchemas';
import type { ListingFormValues } from '../../lib/domain/listingSchema';

/** What every step of the listing form, and every field group inside one, receives from the form. */
export interface StepProps {
  values: ListingFormValues;
  errors: FieldErrors;
  set: <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => void;
  setType: (type: ListingFormValues['type']) => void;
}

type TextField = Exclude<keyof ListingFormValues, 'type' | 'features' | 'accident_free'>;

/** Value, error and change handler of a text field, for FormField or SelectField. */
export function bind({ values, errors, set }: StepProps, field: TextField) {
  return {
    value: values[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => {
      set(field, e.currentTarget.value);
    },
  };
}
