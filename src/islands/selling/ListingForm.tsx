import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { messageOf } from '../../lib/data/errors';
import { createListing, updateListing, type OwnListingStatus } from '../../lib/data/sellerListings';
import { fieldErrors, type FieldErrors } from '../../lib/domain/authSchemas';
import { listingSchema, withField, withType, type ListingFormValues } from '../../lib/domain/listingSchema';
import { FACT_FIELDS } from '../../lib/domain/vehicleFacts';
import { toast, toastAfterNavigation } from '../../stores/toasts';
import { DescriptionStep, DetailsStep, VehicleStep, type StepProps } from './ListingFormSteps';
import ListingFormActions, { type SaveAs } from './ListingFormActions';
import PhotoManager from './PhotoManager';
import { usePhotoUploads } from './usePhotoUploads';

const STEPS = [
  { title: 'Vehicle', fields: ['type', 'body_type', 'make', 'model', 'title', 'year'] },
  {
    title: 'Details',
    fields: [
      'price',
      'mileage',
      'fuel_type',
      'transmission',
      'power',
      'engine_size',
      'color',
      'features',
      'vin',
      ...FACT_FIELDS,
    ],
  },
  { title: 'Photos', fields: [] },
  { title: 'Description & contact', fields: ['description', 'place_id', 'postcode'] },
] as const;
const PHOTO_STEP = 2;
const LAST_STEP = STEPS.length - 1;

export const PHOTOS_BLOCKING = 'A photo did not upload. Retry or remove it before saving.';

/** The listing being edited; absent for a new one. */
export interface EditedListing {
  id: string;
  status: OwnListingStatus;
  images: string[];
}

interface Props {
  userId: string;
  initial: ListingFormValues;
  listing?: EditedListing | undefined;
}

const onlyFields = (errors: FieldErrors, fields: readonly string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => fields.includes(key)));

/** The stepped listing form, for a new listing (/sell) and for editing one (dashboard). */
export default function ListingForm({ userId, initial, listing }: Props) {
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

  const validate = () => {
    const parsed = listingSchema().safeParse(values);
    return parsed.success ? { data: parsed.data, errors: {} } : { data: null, errors: fieldErrors(parsed.error) };
  };

  const next = () => {
    const stepErrors = onlyFields(validate().errors, STEPS[step]?.fields ?? []);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length === 0) go(step + 1);
  };

  const save = async (status: SaveAs) => {
    setFormError(null);
    const { data, errors: all } = validate();
    if (!data) {
      setErrors(all);
      const first = STEPS.findIndex((s) => s.fields.some((f) => all[f]));
      go(first === -1 ? 0 : first);
      setFormError('Some fields need your attention.');
      return;
    }
    setErrors({});
    if (photos.failed) {
      go(PHOTO_STEP);
      setFormError(PHOTOS_BLOCKING);
      return;
    }
    setSaving(status);
    if (!(await photos.ensureUploaded())) {
      setSaving(null);
      go(PHOTO_STEP);
      setFormError(PHOTOS_BLOCKING);
      return;
    }
    const images = photos.paths();
    let id: string;
    try {
      if (listing) {
        id = listing.id;
        await updateListing(userId, id, data, images, status === 'keep' ? undefined : status);
        await photos.commitRemovals().catch((error: unknown) => {
          console.error('Failed to remove photos taken off the listing', error);
        });
      } else {
        id = await createListing(userId, data, images, status === 'active' ? 'active' : 'draft');
      }
    } catch (error) {
      if (!listing) {
        await photos.discardUploads().catch((cleanup: unknown) => {
          console.error('Failed to remove the photos of an unsaved listing', cleanup);
        });
      }
      const message = messageOf(error, 'Please try again.');
      setFormError(`The listing could not be saved: ${message}`);
      toast({ title: 'Listing not saved', description: message, variant: 'destructive' });
      setSaving(null);
      return;
    }
    if (status === 'active') {
      toastAfterNavigation({ title: 'Listing published', description: 'Your vehicle is now live', variant: 'success' });
      window.location.assign(`/vehicles/id/${id}`);
      return;
    }
    toastAfterNavigation(
      status === 'draft'
        ? { title: 'Draft saved', description: 'Publish it from My listings when you are ready', variant: 'success' }
        : { title: 'Listing updated', description: 'Your changes are saved', variant: 'success' },
    );
    window.location.assign('/seller-dashboard/listings/');
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST_STEP) next();
  };

  const current = STEPS[step] ?? STEPS[0];
  const blocked = saving !== null || photos.busy;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <nav aria-label="Listing steps">
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {STEPS.map((s, index) => (
            <li key={s.title}>
              <button
                type="button"
                className={`flex w-full items-center gap-2 rounded-card border px-3 py-2 text-left text-sm font-semibold ${index === step ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line bg-surface text-ink-muted'}`}
                aria-current={index === step ? 'step' : undefined}
                disabled={index > step && !listing}
                onClick={() => {
                  go(index);
                }}
              >
                <span
                  className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs ${index <= step ? 'bg-brand-700 text-white' : 'bg-surface-muted text-ink-muted'}`}
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="sr-only">Step {index + 1}: </span>
                {s.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-8" aria-labelledby="step-title">
        <h2 id="step-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
          {current.title}
        </h2>
        <p className="mt-1 mb-6 text-sm text-ink-muted">
          Step {step + 1} of {STEPS.length}
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
        {photos.busy && step === LAST_STEP && (
          <p className="text-sm text-ink-muted">Saving is possible once every photo has uploaded.</p>
        )}
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
