import { useStore } from '@nanostores/react';
import { $profile } from '../../stores/session';
import { PageLoading } from '../ui/PageStatus';
import ChangePassword from './ChangePassword';
import DeleteAccount from './DeleteAccount';
import PrivacySettings from './PrivacySettings';
import ProfileDetailsForm from './ProfileDetailsForm';
import ProfileSummary from './ProfileSummary';
import { useSignedInUser } from './useSignedInUser';

/** /profile: view and edit the profile, change the password, delete the account. */
export default function ProfilePage() {
  const user = useSignedInUser();
  const profile = useStore($profile, { ssr: 'initial' });

  if (!user || !profile) {
    return <PageLoading label="Loading your profile…" />;
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
