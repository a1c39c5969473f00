import { useStore } from '@nanostores/react';
import { useId, useState, type SubmitEvent } from 'react';
import { avatarLetter, displayName } from '../../lib/domain/account';
import { fieldErrors, newPasswordSchema, type FieldErrors } from '../../lib/domain/authSchemas';
import { changedFields, profileSchema } from '../../lib/domain/profileSchema';
import { $profile, deleteMyAccount, saveProfile, setNewPassword } from '../../stores/session';
import ConfirmDialog from '../ui/ConfirmDialog';
import FormField from '../ui/FormField';
import NewPasswordFields from './NewPasswordFields';
import PrivacySettings from './PrivacySettings';
import { PageLoading } from '../ui/PageStatus';
import { Spinner } from '../ui/icons';
import { useSignedInUser } from './useSignedInUser';

const memberSince = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

function values(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
}

/** /profile: view and edit the profile, change the password, delete the account. */
export default function ProfilePage() {
  const user = useSignedInUser();
  const profile = useStore($profile, { ssr: 'initial' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [passwordErrors, setPasswordErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const bioId = useId();

  if (!user || !profile) {
    return <PageLoading label="Loading your profile…" />;
  }

  const onSave = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse(values(event.currentTarget));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const patch = changedFields(profile, parsed.data);
    if (Object.keys(patch).length === 0) return;
    setSaving(true);
    await saveProfile(patch);
    setSaving(false);
  };

  const onPassword = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = newPasswordSchema.safeParse(values(form));
    if (!parsed.success) {
      setPasswordErrors(fieldErrors(parsed.error));
      return;
    }
    setPasswordErrors({});
    if (await setNewPassword(parsed.data.password)) form.reset();
  };

  const name = displayName(profile.first_name, user.email);

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <aside className="h-fit rounded-card bg-surface p-6 text-center shadow-card ring-1 ring-line">
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white">
          {avatarLetter(user.email)}
        </span>
        <p className="mt-4 text-lg font-bold text-ink">{name}</p>
        <p className="truncate text-sm text-ink-muted">{user.email}</p>
        <p className="mt-3 text-sm text-ink-muted">Member since {memberSince.format(new Date(profile.created_at))}</p>
        {profile.is_dealer && (
          <p className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            Verified dealer
          </p>
        )}
      </aside>

      <div className="grid gap-8">
        <section className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8" aria-labelledby="details">
          <h2 id="details" className="text-xl font-bold text-ink">
            Your details
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Your listings show your first name (dealers: first and last name) and, for dealers, your location. Your
            phone number is shown only to a buyer who asks for it, and only if you allow it below.
          </p>
          <form className="mt-6 grid gap-5 sm:grid-cols-2" noValidate onSubmit={(e) => void onSave(e)}>
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

        <PrivacySettings profile={profile} />

        <section className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8" aria-labelledby="password">
          <h2 id="password" className="text-xl font-bold text-ink">
            Change password
          </h2>
          <form className="mt-6 grid gap-5 sm:grid-cols-2" noValidate onSubmit={(e) => void onPassword(e)}>
            <NewPasswordFields
              passwordLabel="New password"
              confirmLabel="Confirm new password"
              errors={passwordErrors}
              withStrength={false}
            />
            <div className="sm:col-span-2">
              <button type="submit" className="btn btn-outline">
                Update password
              </button>
            </div>
          </form>
        </section>

        <section className="rounded-card border border-danger-600/40 bg-danger-50 p-6 sm:p-8" aria-labelledby="danger">
          <h2 id="danger" className="text-xl font-bold text-danger-700">
            Delete account
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            This permanently deletes your account, your profile, your listings and their photos, your favorites, your
            conversations and messages, your notifications, your reports and the record of phone numbers you viewed. It
            cannot be undone.
          </p>
          <button
            type="button"
            className="btn mt-5 bg-danger-700 text-white hover:bg-danger-600"
            onClick={() => {
              setConfirmingDelete(true);
            }}
          >
            Delete my account
          </button>
        </section>
      </div>

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete your account?"
        confirmLabel="Delete permanently"
        cancelLabel="Keep my account"
        busy={deleting}
        onClose={() => {
          setConfirmingDelete(false);
        }}
        onConfirm={() => {
          setDeleting(true);
          void deleteMyAccount().then((deleted) => {
            if (!deleted) {
              setDeleting(false);
              setConfirmingDelete(false);
            }
          });
        }}
      >
        <p>Your listings disappear from the marketplace and you will be signed out. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
