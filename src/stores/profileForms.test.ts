import { allTasks, atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile, ProfilePatch } from '../lib/data/profiles';

const session = vi.hoisted(() => ({
  saveProfile: vi.fn<(patch: ProfilePatch) => Promise<Profile | null>>(),
  setNewPassword: vi.fn<(password: string) => Promise<boolean>>(),
  deleteMyAccount: vi.fn<() => Promise<boolean>>(),
}));
const $profile = atom<Partial<Profile> | null>(null);
vi.mock('./session', () => ({ ...session, $profile }));

const {
  $accountDeletion,
  $passwordErrors,
  $profileDetails,
  askToDeleteAccount,
  cancelAccountDeletion,
  changePassword,
  confirmAccountDeletion,
  saveProfileDetails,
} = await import('./profileForms.ts');

const stored = {
  first_name: 'Ana',
  last_name: null,
  phone: '+49 30 1234567',
  location: 'Hamburg',
  bio: null,
  locale: 'en' as const,
};
const form = { first_name: 'Ana', last_name: '', phone: '+49 30 1234567', location: 'Hamburg', bio: '' };

beforeEach(() => {
  $profile.set(stored);
  $profileDetails.set({ saving: false, errors: {} });
  $passwordErrors.set({});
  $accountDeletion.set({ confirming: false, deleting: false });
});

afterEach(() => {
  vi.resetAllMocks();
});

describe('saving the profile details', () => {
  it.each([
    { name: 'only the changed field', values: { ...form, location: ' Berlin ' }, sent: { location: 'Berlin' } },
    { name: 'a cleared field as null', values: { ...form, phone: '' }, sent: { phone: null } },
    { name: 'nothing when nothing changed', values: { ...form, last_name: '  ' }, sent: null },
  ])('sends $name', async ({ values, sent }) => {
    session.saveProfile.mockResolvedValue(null);
    await saveProfileDetails(values);
    expect(session.saveProfile.mock.calls).toEqual(sent ? [[sent]] : []);
    expect($profileDetails.get()).toEqual({ saving: false, errors: {} });
  });

  it('shows field errors and sends nothing for bad input', async () => {
    await saveProfileDetails({ ...form, phone: 'call me' });
    expect($profileDetails.get().errors).toEqual({ phone: 'Enter a phone number like +49 30 1234567' });
    expect(session.saveProfile).not.toHaveBeenCalled();
  });

  it('is saving until the update answers', async () => {
    const answer = Promise.withResolvers<Profile | null>();
    session.saveProfile.mockReturnValue(answer.promise);
    $profileDetails.set({ saving: false, errors: { bio: 'old' } });
    void saveProfileDetails({ ...form, bio: 'Hello' });
    expect($profileDetails.get()).toEqual({ saving: true, errors: {} });
    answer.resolve(null);
    await allTasks();
    expect($profileDetails.get().saving).toBe(false);
  });
});

describe('changing the password', () => {
  it.each([
    { values: { password: 'long enough 1', confirmPassword: 'long enough 1' }, set: true, changed: true, errors: {} },
    { values: { password: 'long enough 1', confirmPassword: 'long enough 1' }, set: false, changed: false, errors: {} },
    {
      values: { password: 'long enough 1', confirmPassword: 'other' },
      set: true,
      changed: false,
      errors: { confirmPassword: 'The passwords do not match' },
    },
  ])('server says $set, input $values: changed is $changed', async ({ values, set, changed, errors }) => {
    session.setNewPassword.mockResolvedValue(set);
    expect(await changePassword(values)).toBe(changed);
    expect($passwordErrors.get()).toEqual(errors);
  });
});

describe('deleting the account', () => {
  it('asks first, and cancelling closes the question', () => {
    askToDeleteAccount();
    expect($accountDeletion.get()).toEqual({ confirming: true, deleting: false });
    cancelAccountDeletion();
    expect($accountDeletion.get().confirming).toBe(false);
    expect(session.deleteMyAccount).not.toHaveBeenCalled();
  });

  it.each([
    { deleted: true, after: { confirming: true, deleting: true } },
    { deleted: false, after: { confirming: false, deleting: false } },
  ])('deleted: $deleted leaves the dialog $after', async ({ deleted, after }) => {
    session.deleteMyAccount.mockResolvedValue(deleted);
    askToDeleteAccount();
    await confirmAccountDeletion();
    expect($accountDeletion.get()).toEqual(after);
  });
});
