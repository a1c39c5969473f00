import { useStore } from '@nanostores/react';
import { $authForm, submitNewPassword } from '../../stores/authForms';
import { submitValues } from '../ui/formSubmit';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import AuthSubmitButton from './AuthSubmitButton';
import type { AuthStrings } from './authStrings';
import NewPasswordFields from './NewPasswordFields';

/** What a password-reset link opens: a new password for the account it signed in. */
export default function SetNewPassword({ email }: { email: string | undefined }) {
  const { errors } = useStore($authForm);
  const say = useSay<AuthStrings>();
  return (
    <section aria-labelledby="new-password-heading">
      <h2 id="new-password-heading" className="text-xl font-bold text-ink">
        {say['auth.newPasswordTitle']}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{fill(say['auth.newPasswordFor'], { email: email ?? '' })}</p>
      <form className="mt-6 grid gap-4" method="post" noValidate onSubmit={submitValues(submitNewPassword)}>
        <NewPasswordFields
          passwordLabel={say['auth.newPassword']}
          confirmLabel={say['auth.confirmNewPassword']}
          errors={errors}
        />
        <AuthSubmitButton label={say['auth.setNewPassword']} />
      </form>
    </section>
  );
}
