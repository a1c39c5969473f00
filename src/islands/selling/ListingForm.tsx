import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { FieldErrors } from '../../lib/domain/authSchemas';
import {
  LAST_STEP,
  LISTING_STEPS,
  PHOTO_STEP,
  firstStepWithErrors,
  stepErrors,
  validateListing,
  type SaveAs,
} from '../../lib/domain/listingForm';
import { withField, withType, type ListingFormValues } from '../../lib/domain/listingSchema';
import { saveListing, type EditedListing } from '../../stores/listingForm';
import { DescriptionStep, DetailsStep, VehicleStep } from './ListingFormSteps';
import type { StepProps } from './stepProps';
import ListingFormActions from './ListingFormActions';
import ListingStepNav from './ListingStepNav';
import PhotoManager from './PhotoManager';
import { usePhotoUploads } from './usePhotoUploads';
import { formText } from '../../i18n/messages/validation';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

interface Props {
  userId: string;
  initial: ListingFormValues;
  listing?: EditedListing | undefined;
}

/** The stepped listing form, for a new listing (/sell) and for editing one (dashboard). */
export default function ListingForm({ userId, initial, listing }: Props) {
  const say = useSay<SellStrings>();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState<SaveAs | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const photos = usePhotoUploads(userId, listing?.images ?? []);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const stepProps: StepProps = {
    values,
    errors,
    set: (field, value) => {
      setValues((v) => withField(v, field, value));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    setType: (type) => {
      setValues((v) => withType(v, type));
    },
  };

  const next = () => {
    const errorsHere = stepErrors(validateListing(values).errors, step);
    setErrors(errorsHere);
    if (Object.keys(errorsHere).length === 0) go(step + 1);
  };

  const photosBlocking = () => {
    go(PHOTO_STEP);
    setFormError(formText('form.photosBlocking'));
  };

  const save = async (status: SaveAs) => {
    setFormError(null);
    const { data, errors: all } = validateListing(values);
    if (!data) {
      setErrors(all);
      go(firstStepWithErrors(all));
      setFormError(formText('form.fieldsNeedAttention'));
      return;
    }
    setErrors({});
    if (photos.failed) {
      photosBlocking();
      return;
    }
    setSaving(status);
    const result = await saveListing({ userId, listing, fields: data, status, photos });
    if (result.outcome === 'saved') {
      window.location.assign(result.href);
      return;
    }
    setSaving(null);
    if (result.outcome === 'photos') photosBlocking();
    else setFormError(fill(say['sell.notSaved'], { reason: result.message }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST_STEP) next();
  };

  const current = LISTING_STEPS[step] ?? LISTING_STEPS[0];
  const blocked = saving !== null || photos.busy;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <ListingStepNav step={step} editing={listing !== undefined} onStep={go} />

      <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-8" aria-labelledby="step-title">
        <h2 id="step-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
          {say[`sell.step.${current.title}`]}
        </h2>
        <p className="mt-1 mb-6 text-sm text-ink-muted">
          {fill(say['sell.stepOf'], { step: step + 1, steps: LISTING_STEPS.length })}
        </p>
        {step === 0 && <VehicleStep {...stepProps} />}
        {step === 1 && <DetailsStep {...stepProps} />}
        {step === PHOTO_STEP && <PhotoManager photos={photos} />}
        {step === LAST_STEP && <DescriptionStep {...stepProps} />}
      </section>

      <div aria-live="polite">
        {formError && (
          <p role="alert" className="rounded-card bg-danger-50 p-4 text-sm font-semibold text-danger-700">
            {formError}
          </p>
        )}
        {photos.busy && step === LAST_STEP && <p className="text-sm text-ink-muted">{say['sell.photosUploading']}</p>}
      </div>

      <ListingFormActions
        editing={listing !== undefined}
        published={listing !== undefined && listing.status !== 'draft'}
        lastStep={step === LAST_STEP}
        saving={saving}
        blocked={blocked}
        onBack={
          step > 0
            ? () => {
                go(step - 1);
              }
            : null
        }
        onSave={(status) => void save(status)}
      />
    </form>
  );
}
