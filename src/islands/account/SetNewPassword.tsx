import { useStore } from '@nanostores/react';
import { $authForm, submitNewPassword } from '../../stores/authForms';
import { submitValues } from '../ui/formSubmit';
import AuthSubmitButton from './AuthSubmitButton';
import NewPasswordFields from './NewPasswordFields';

/** What a password-reset link opens: a new password for the account it signed in. */
export default function SetNewPassword({ email }: { email: string | undefined }) {
  const { errors } = useStore($authForm);
  return (
    <section aria-labelledby="new-password-heading">
      <h2 id="new-password-heading" className="text-xl font-bold text-ink">
        Choose a new password
      </h2>
      <p className="mt-1 text-sm text-ink-muted">For {email}. You stay signed in afterwards.</p>
      <form className="mt-6 grid gap-4" method="post" noValidate onSubmit={submitValues(submitNewPassword)}>
        <NewPasswordFields passwordLabel="New password" confirmLabel="Confirm new password" errors={errors} />
        <AuthSubmitButton label="Set new password" />
      </form>
    </section>
  );
}
