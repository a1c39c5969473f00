import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Profile } from '../../lib/data/profiles';
import { $profileDetails, saveProfileDetails } from '../../stores/profileForms';
import FormField from '../ui/FormField';
import { submitValues } from '../ui/formSubmit';
import { Spinner } from '../ui/icons';
import { LANGUAGE_NAMES, LOCALES } from '../../i18n/locale';
import { useSay } from '../ui/say';
import type { ProfileStrings } from './authStrings';

/** /profile's "Your details": name, phone, location and bio, saved as a partial update. */
export default function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { saving, errors } = useStore($profileDetails);
  const say = useSay<ProfileStrings>();
  const languageId = useId();
  const bioId = useId();
  return (
    <section className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8" aria-labelledby="details">
      <h2 id="details" className="text-xl font-bold text-ink">
        {say['profile.details']}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{say['profile.detailsLead']}</p>
      <form className="mt-6 grid gap-5 sm:grid-cols-2" noValidate onSubmit={submitValues(saveProfileDetails)}>
        <FormField
          label={say['profile.firstName']}
          name="first_name"
          autoComplete="given-name"
          defaultValue={profile.first_name ?? ''}
          error={errors.first_name}
        />
        <FormField
          label={say['profile.lastName']}
          name="last_name"
          autoComplete="family-name"
          defaultValue={profile.last_name ?? ''}
          error={errors.last_name}
        />
        <FormField
          label={say['profile.phone']}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={profile.phone ?? ''}
          error={errors.phone}
        />
        <FormField
          label={say['profile.location']}
          name="location"
          autoComplete="address-level2"
          placeholder={say['profile.locationExample']}
          defaultValue={profile.location ?? ''}
          error={errors.location}
        />
        <div className="sm:col-span-2">
          <label htmlFor={bioId} className="field-label">
            {say['profile.bio']}
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
          <label htmlFor={languageId} className="field-label">
            {say['profile.language']}
          </label>
          <select
            id={languageId}
            name="locale"
            className="field-control sm:max-w-xs"
            defaultValue={profile.locale}
            aria-describedby={`${languageId}-hint`}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="mt-1.5 text-sm text-ink-muted">
            {say['profile.languageHint']}
          </p>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving && <Spinner className="size-4" />}
            {say['profile.save']}
          </button>
        </div>
      </form>
    </section>
  );
}
