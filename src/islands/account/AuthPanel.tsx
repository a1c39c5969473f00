import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { authTabFromQuery, signInReasonId, type AuthTab } from '../../lib/domain/signInWall';
import { $chosenAuthTab, chooseAuthTab } from '../../stores/authForms';
import { $authEvent, $user, initSession, SIGNED_OUT_ON_SERVER } from '../../stores/session';
import { SayProvider } from '../ui/say';
import { useSearchParam } from '../ui/useSearchParam';
import type { AuthStrings } from './authStrings';
import { LoginForm, ResetRequestForm, SignupForm } from './AuthForms';
import AuthTabs from './AuthTabs';
import SetNewPassword from './SetNewPassword';

/** /auth: login, sign-up and reset tabs, and the set-new-password form a reset link opens. */
export default function AuthPanel({ initialTab, say }: { initialTab: AuthTab; say: AuthStrings }) {
  return (
    <SayProvider say={say}>
      <Panel initialTab={initialTab} say={say} />
    </SayProvider>
  );
}

function Panel({ initialTab, say }: { initialTab: AuthTab; say: AuthStrings }) {
  // The URL's tab and reason are read after hydration: the prebuilt HTML shows the initial tab.
  const chosenTab = useStore($chosenAuthTab);
  const urlTab = authTabFromQuery(useSearchParam('tab'));
  const tab = chosenTab ?? urlTab ?? initialTab;
  const reasonId = signInReasonId(useSearchParam('redirect'));
  const reason = reasonId && say[`auth.reason.${reasonId}`];
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
          <p className="mt-0.5">{say['auth.newHere']}</p>
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
