import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Profile } from '../../lib/data/profiles';
import { $profileDetails, saveProfileDetails } from '../../stores/profileForms';
import FormField from '../ui/FormField';
import { submitValues } from '../ui/formSubmit';
import { Spinner } from '../ui/icons';

/** /profile's "Your details": name, phone, location and bio, saved as a partial update. */
export default function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { saving, errors } = useStore($profileDetails);
  const bioId = useId();
  return (
    <section className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8" aria-labelledby="details">
      <h2 id="details" className="text-xl font-bold text-ink">
        Your details
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Your listings show your first name (dealers: first and last name) and, for dealers, your location. Your phone
        number is shown only to a buyer who asks for it, and only if you allow it below.
      </p>
      <form className="mt-6 grid gap-5 sm:grid-cols-2" noValidate onSubmit={submitValues(saveProfileDetails)}>
        <FormField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          defaultValue={profile.first_name ?? ''}
          error={errors.first_name}
        />
        <FormField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          defaultValue={profile.last_name ?? ''}
          error={errors.last_name}
        />
        <FormField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={profile.phone ?? ''}
          error={errors.phone}
        />
        <FormField
          label="Location"
          name="location"
          autoComplete="address-level2"
          placeholder="e.g. Hamburg"
          defaultValue={profile.location ?? ''}
          error={errors.location}
        />
        <div className="sm:col-span-2">
          <label htmlFor={bioId} className="field-label">
            About you
          </label>
          <textarea
            id={bioId}
            name="bio"
            rows={4}
            maxLength={2000}
            className={`field-control ${errors.bio ? 'border-danger-600' : ''}`}
            defaultValue={profile.bio ?? ''}
            aria-invalid={errors.bio ? true : undefined}
          />
          {errors.bio && <p className="mt-1.5 text-sm font-medium text-danger-700">{errors.bio}</p>}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving && <Spinner className="size-4" />}
            Save changes
          </button>
        </div>
      </form>
    </section>
  );
}
