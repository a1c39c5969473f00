import { useStore } from '@nanostores/react';
import { $passwordErrors, changePassword } from '../../stores/profileForms';
import { submitValues } from '../ui/formSubmit';
import NewPasswordFields from './NewPasswordFields';
import { useSay } from '../ui/say';
import type { ProfileStrings } from './authStrings';

/** /profile's "Change password"; the fields clear once the new password is set. */
export default function ChangePassword() {
  const errors = useStore($passwordErrors);
  const say = useSay<ProfileStrings>();
  return (
    <section className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8" aria-labelledby="password">
      <h2 id="password" className="text-xl font-bold text-ink">
        {say['profile.password']}
      </h2>
      <form
        className="mt-6 grid gap-5 sm:grid-cols-2"
        noValidate
        onSubmit={submitValues(async (values, form) => {
          if (await changePassword(values)) form.reset();
        })}
      >
        <NewPasswordFields
          passwordLabel={say['profile.newPassword']}
          confirmLabel={say['profile.confirmNewPassword']}
          errors={errors}
          withStrength={false}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-outline">
            {say['profile.updatePassword']}
          </button>
        </div>
      </form>
    </section>
  );
}
