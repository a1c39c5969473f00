import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { authTabFromQuery, signInReason, type AuthTab } from '../../lib/domain/signInWall';
import { $chosenAuthTab, chooseAuthTab } from '../../stores/authForms';
import { $authEvent, $user, initSession, SIGNED_OUT_ON_SERVER } from '../../stores/session';
import { useSearchParam } from '../ui/useSearchParam';
import { LoginForm, ResetRequestForm, SignupForm } from './AuthForms';
import AuthTabs from './AuthTabs';
import SetNewPassword from './SetNewPassword';

/** /auth: login, sign-up and reset tabs, and the set-new-password form a reset link opens. */
export default function AuthPanel({ initialTab }: { initialTab: AuthTab }) {
  // The URL's tab and reason are read after hydration: the prebuilt HTML shows the initial tab.
  const chosenTab = useStore($chosenAuthTab);
  const urlTab = authTabFromQuery(useSearchParam('tab'));
  const tab = chosenTab ?? urlTab ?? initialTab;
  const reason = signInReason(useSearchParam('redirect'));
  const event = useStore($authEvent, { ssr: 'initial' });
  const user = useStore($user, SIGNED_OUT_ON_SERVER);

  useEffect(() => {
    void initSession({ always: true });
  }, []);

  if (event === 'PASSWORD_RECOVERY' && user) return <SetNewPassword email={user.email} />;

  return (
    <div>
      {reason && tab !== 'reset' && (
        <div role="note" className="mb-5 rounded-control bg-brand-50 p-3 text-sm text-brand-900">
          <p className="font-semibold">{reason}</p>
          <p className="mt-0.5">New here? Create an account on the Sign Up tab. Either way, you come straight back.</p>
        </div>
      )}
      <AuthTabs tab={tab} onChoose={chooseAuthTab} />

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6">
        {tab === 'login' && <LoginForm />}
        {tab === 'signup' && <SignupForm />}
        {tab === 'reset' && <ResetRequestForm />}
      </div>
    </div>
  );
}
