import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import {
  fieldErrors,
  loginSchema,
  newPasswordSchema,
  resetRequestSchema,
  signupSchema,
  type FieldErrors,
} from '../../lib/domain/authSchemas';
import {
  $authEvent,
  $user,
  initSession,
  register,
  requestPasswordReset,
  setNewPassword,
  signIn,
  SIGNED_OUT_ON_SERVER,
} from '../../stores/session';
import { safeRedirect } from '../../lib/domain/redirect';
import FormField from '../ui/FormField';
import AuthTabs from './AuthTabs';
import NewPasswordFields from './NewPasswordFields';
import { Spinner } from '../ui/icons';
import { useHydrated } from '../ui/useHydrated';
import { useSearchParam } from '../ui/useSearchParam';
import { authTabFromQuery, signInReason, type AuthTab } from '../../lib/domain/signInWall';

function formValues(event: SubmitEvent<HTMLFormElement>): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(event.currentTarget).entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : '',
    ]),
  );
}

/** Where to return after signing in: ?redirect=, else the referring page on this site. */
function returnPath(): string {
  const explicit = new URLSearchParams(window.location.search).get('redirect');
  if (explicit) return safeRedirect(explicit, window.location.origin);
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin === window.location.origin)
      return safeRedirect(referrer.pathname + referrer.search, window.location.origin);
  } catch {
    // No or foreign referrer.
  }
  return '/';
}

/** /auth: login, sign-up and reset tabs, and the set-new-password form a reset link opens. */
export default function AuthPanel({ initialTab }: { initialTab: AuthTab }) {
  // The URL's tab and reason are read after hydration: the prebuilt HTML shows the initial tab.
  const [chosenTab, setChosenTab] = useState<AuthTab | null>(null);
  const urlTab = authTabFromQuery(useSearchParam('tab'));
  const tab = chosenTab ?? urlTab ?? initialTab;
  const reason = signInReason(useSearchParam('redirect'));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [resetSent, setResetSent] = useState(false);
  const [destination] = useState(() => (typeof window === 'undefined' ? '/' : returnPath()));
  const event = useStore($authEvent, { ssr: 'initial' });
  const user = useStore($user, SIGNED_OUT_ON_SERVER);
  const recovering = event === 'PASSWORD_RECOVERY';
  const hydrated = useHydrated();

  useEffect(() => {
    void initSession({ always: true });
  }, []);

  const choose = (next: AuthTab) => {
    setChosenTab(next);
    setErrors({});
    const url = new URL(window.location.href);
    if (next === 'login') url.searchParams.delete('tab');
    else url.searchParams.set('tab', next);
    window.history.replaceState(window.history.state, '', url);
  };

  const submit = async (e: SubmitEvent<HTMLFormElement>, action: (values: Record<string, string>) => Promise<void>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await action(formValues(e));
    } finally {
      setBusy(false);
    }
  };

  const onLogin = (e: SubmitEvent<HTMLFormElement>) =>
    submit(e, async (values) => {
      const parsed = loginSchema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      if (await signIn(parsed.data.email, parsed.data.password)) window.location.assign(destination);
    });

  const onSignup = (e: SubmitEvent<HTMLFormElement>) =>
    submit(e, async (values) => {
      const parsed = signupSchema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      const { email, password: pw, firstName } = parsed.data;
      if (!(await register(email, pw, firstName))) return;
      // Signed in at once (no confirmation mail): straight back to where they came from.
      if ($user.get()) window.location.assign(destination);
      else choose('login');
    });

  const onReset = (e: SubmitEvent<HTMLFormElement>) =>
    submit(e, async (values) => {
      const parsed = resetRequestSchema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      setResetSent(await requestPasswordReset(parsed.data.email));
    });

  const onNewPassword = (e: SubmitEvent<HTMLFormElement>) =>
    submit(e, async (values) => {
      const parsed = newPasswordSchema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      if (await setNewPassword(parsed.data.password)) window.location.assign('/profile');
    });

  const submitButton = (label: string) => (
    <button type="submit" className="btn btn-primary w-full" disabled={busy || !hydrated} aria-busy={busy}>
      {busy && <Spinner className="size-4" />}
      {label}
    </button>
  );

  if (recovering && user) {
    return (
      <section aria-labelledby="new-password-heading">
        <h2 id="new-password-heading" className="text-xl font-bold text-ink">
          Choose a new password
        </h2>
        <p className="mt-1 text-sm text-ink-muted">For {user.email}. You stay signed in afterwards.</p>
        <form className="mt-6 grid gap-4" method="post" noValidate onSubmit={(e) => void onNewPassword(e)}>
          <NewPasswordFields passwordLabel="New password" confirmLabel="Confirm new password" errors={errors} />
          {submitButton('Set new password')}
        </form>
      </section>
    );
  }

  return (
    <div>
      {reason && tab !== 'reset' && (
        <div role="note" className="mb-5 rounded-control bg-brand-50 p-3 text-sm text-brand-900">
          <p className="font-semibold">{reason}</p>
          <p className="mt-0.5">New here? Create an account on the Sign Up tab. Either way, you come straight back.</p>
        </div>
      )}
      <AuthTabs tab={tab} onChoose={choose} />

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6">
        {tab === 'login' && (
          <form className="grid gap-4" method="post" noValidate onSubmit={(e) => void onLogin(e)}>
            <FormField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
            <FormField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              error={errors.password}
            />
            {submitButton('Sign in')}
            <p className="text-center text-sm text-ink-muted">
              Forgot your password?{' '}
              <button
                type="button"
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                onClick={() => {
                  choose('reset');
                }}
              >
                Reset it
              </button>
            </p>
          </form>
        )}

        {tab === 'signup' && (
          <form className="grid gap-4" method="post" noValidate onSubmit={(e) => void onSignup(e)}>
            <FormField
              label="First name (optional)"
              name="firstName"
              autoComplete="given-name"
              error={errors.firstName}
            />
            <FormField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
            <NewPasswordFields passwordLabel="Password" confirmLabel="Confirm password" errors={errors} />
            {submitButton('Create account')}
          </form>
        )}

        {tab === 'reset' && (
          <form className="grid gap-4" method="post" noValidate onSubmit={(e) => void onReset(e)}>
            <p className="text-sm text-ink-muted">
              Enter the email address of your account and we will send you a link to choose a new password.
            </p>
            <FormField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
            {submitButton('Send reset link')}
            {resetSent && (
              <p role="status" className="rounded-control bg-brand-50 p-3 text-sm text-brand-900">
                If an account exists for that address, the link is on its way. It works once and expires after an hour.
              </p>
            )}
          </form>
        )}
      </div>
    </div>
  );
}
