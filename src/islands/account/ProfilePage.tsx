import { useStore } from '@nanostores/react';
import { $profile } from '../../stores/session';
import { PageLoading } from '../ui/PageStatus';
import ChangePassword from './ChangePassword';
import DeleteAccount from './DeleteAccount';
import PrivacySettings from './PrivacySettings';
import ProfileDetailsForm from './ProfileDetailsForm';
import ProfileSummary from './ProfileSummary';
import { useSignedInUser } from './useSignedInUser';
import { SayProvider } from '../ui/say';
import type { ProfileStrings } from './authStrings';

/** /profile: view and edit the profile, change the password, delete the account. */
export default function ProfilePage({ say }: { say: ProfileStrings }) {
  return (
    <SayProvider say={say}>
      <Profile say={say} />
    </SayProvider>
  );
}

function Profile({ say }: { say: ProfileStrings }) {
  const user = useSignedInUser();
  const profile = useStore($profile, { ssr: 'initial' });

  if (!user || !profile) {
    return <PageLoading label={say['profile.loading']} />;
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <ProfileSummary user={user} profile={profile} />
      <div className="grid gap-8">
        <ProfileDetailsForm profile={profile} />
        <PrivacySettings profile={profile} />
        <ChangePassword />
        <DeleteAccount />
      </div>
    </div>
  );
}
