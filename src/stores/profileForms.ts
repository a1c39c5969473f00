/**
 * The profile page's forms (/profile): the details being saved and their
 * field errors, the new password's errors, and the account deletion being
 * confirmed. The sections subscribe; the work goes through the session's
 * account actions (and their §8 toasts).
 */
import { atom, task } from 'nanostores';
import { newPasswordSchema, type FieldErrors } from '../lib/domain/authSchemas';
import { checkForm } from '../lib/domain/forms';
import { changedFields, profileSchema } from '../lib/domain/profileSchema';
import { $profile, deleteMyAccount, saveProfile, setNewPassword } from './session';

export const $profileDetails = atom<{ saving: boolean; errors: FieldErrors }>({ saving: false, errors: {} });

/** Save the fields that changed; nothing is sent when none did. */
export function saveProfileDetails(values: Record<string, string>): Promise<void> {
  return task(async () => {
    const profile = $profile.get();
    if (!profile) return;
    const checked = checkForm(profileSchema, values);
    if (!checked.ok) {
      $profileDetails.set({ ...$profileDetails.get(), errors: checked.errors });
      return;
    }
    $profileDetails.set({ ...$profileDetails.get(), errors: {} });
    const patch = changedFields(profile, checked.data);
    if (Object.keys(patch).length === 0) return;
    $profileDetails.set({ saving: true, errors: {} });
    await saveProfile(patch);
    $profileDetails.set({ ...$profileDetails.get(), saving: false });
  });
}

export const $passwordErrors = atom<FieldErrors>({});

/** Set a new password for the signed-in account; true when it was set (the form can be cleared). */
export function changePassword(values: Record<string, string>): Promise<boolean> {
  return task(async () => {
    const checked = checkForm(newPasswordSchema, values);
    $passwordErrors.set(checked.ok ? {} : checked.errors);
    return checked.ok && (await setNewPassword(checked.data.password));
  });
}

export const $accountDeletion = atom<{ confirming: boolean; deleting: boolean }>({
  confirming: false,
  deleting: false,
});

export function askToDeleteAccount(): void {
  $accountDeletion.set({ ...$accountDeletion.get(), confirming: true });
}

export function cancelAccountDeletion(): void {
  $accountDeletion.set({ ...$accountDeletion.get(), confirming: false });
}

/** Delete the account; on success the visitor is on the way home, on failure the dialog closes. */
export function confirmAccountDeletion(): Promise<void> {
  return task(async () => {
    $accountDeletion.set({ confirming: true, deleting: true });
    if (!(await deleteMyAccount())) $accountDeletion.set({ confirming: false, deleting: false });
  });
}
