import { useStore } from '@nanostores/react';
import { $authForm, chooseAuthTab, submitLogin, submitResetRequest, submitSignup } from '../../stores/authForms';
import FormField from '../ui/FormField';
import { submitValues } from '../ui/formSubmit';
import AuthSubmitButton from './AuthSubmitButton';
import NewPasswordFields from './NewPasswordFields';

/** The Login tab: email and password, and the way to the reset tab. */
export function LoginForm() {
  const { errors } = useStore($authForm);
  return (
    <form className="grid gap-4" method="post" noValidate onSubmit={submitValues(submitLogin)}>
      <FormField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <AuthSubmitButton label="Sign in" />
      <p className="text-center text-sm text-ink-muted">
        Forgot your password?{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            chooseAuthTab('reset');
          }}
        >
          Reset it
        </button>
      </p>
    </form>
  );
}

/** The Sign Up tab. */
export function SignupForm() {
  const { errors } = useStore($authForm);
  return (
    <form className="grid gap-4" method="post" noValidate onSubmit={submitValues(submitSignup)}>
      <FormField label="First name (optional)" name="firstName" autoComplete="given-name" error={errors.firstName} />
      <FormField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <NewPasswordFields passwordLabel="Password" confirmLabel="Confirm password" errors={errors} />
      <AuthSubmitButton label="Create account" />
    </form>
  );
}

/** The Reset password tab: asks for the account's email and confirms the mail without saying whether the account exists. */
export function ResetRequestForm() {
  const { errors, resetSent } = useStore($authForm);
  return (
    <form className="grid gap-4" method="post" noValidate onSubmit={submitValues(submitResetRequest)}>
      <p className="text-sm text-ink-muted">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <FormField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <AuthSubmitButton label="Send reset link" />
      {resetSent && (
        <p role="status" className="rounded-control bg-brand-50 p-3 text-sm text-brand-900">
          If an account exists for that address, the link is on its way. It works once and expires after an hour.
        </p>
      )}
    </form>
  );
}
