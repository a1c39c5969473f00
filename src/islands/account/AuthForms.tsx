import { useStore } from '@nanostores/react';
import { $authForm, chooseAuthTab, submitLogin, submitResetRequest, submitSignup } from '../../stores/authForms';
import FormField from '../ui/FormField';
import { submitValues } from '../ui/formSubmit';
import { useSay } from '../ui/say';
import AuthSubmitButton from './AuthSubmitButton';
import type { AuthStrings } from './authStrings';
import NewPasswordFields from './NewPasswordFields';

/** The Login tab: email and password, and the way to the reset tab. */
export function LoginForm() {
  const { errors } = useStore($authForm);
  const say = useSay<AuthStrings>();
  return (
    <form className="grid gap-4" method="post" noValidate onSubmit={submitValues(submitLogin)}>
      <FormField label={say['auth.email']} name="email" type="email" autoComplete="email" error={errors.email} />
      <FormField
        label={say['auth.password']}
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <AuthSubmitButton label={say['auth.signIn']} />
      <p className="text-center text-sm text-ink-muted">
        {say['auth.forgot']}{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            chooseAuthTab('reset');
          }}
        >
          {say['auth.resetIt']}
        </button>
      </p>
    </form>
  );
}

/** The Sign Up tab. */
export function SignupForm() {
  const { errors } = useStore($authForm);
  const say = useSay<AuthStrings>();
  return (
    <form className="grid gap-4" method="post" noValidate onSubmit={submitValues(submitSignup)}>
      <FormField
        label={say['auth.firstNameOptional']}
        name="firstName"
        autoComplete="given-name"
        error={errors.firstName}
      />
      <FormField label={say['auth.email']} name="email" type="email" autoComplete="email" error={errors.email} />
      <NewPasswordFields
        passwordLabel={say['auth.password']}
        confirmLabel={say['auth.confirmPassword']}
        errors={errors}
      />
      <AuthSubmitButton label={say['auth.createAccount']} />
    </form>
  );
}

/** The Reset password tab: asks for the account's email and confirms the mail without saying whether the account exists. */
export function ResetRequestForm() {
  const { errors, resetSent } = useStore($authForm);
  const say = useSay<AuthStrings>();
  return (
    <form className="grid gap-4" method="post" noValidate onSubmit={submitValues(submitResetRequest)}>
      <p className="text-sm text-ink-muted">{say['auth.resetIntro']}</p>
      <FormField label={say['auth.email']} name="email" type="email" autoComplete="email" error={errors.email} />
      <AuthSubmitButton label={say['auth.sendResetLink']} />
      {resetSent && (
        <p role="status" className="rounded-control bg-brand-50 p-3 text-sm text-brand-900">
          {say['auth.resetSent']}
        </p>
      )}
    </form>
  );
}
