import { useEffect } from 'react';
import { localePath } from '../../i18n/locale';
import { isAdministrator } from '../../lib/domain/account';
import { loadModeration } from '../../stores/moderation';
import { useSignedInUser } from '../account/useSignedInUser';
import { PageLoading } from '../ui/PageStatus';
import { SayProvider } from '../ui/say';
import type { AdminStrings } from './adminStrings';
import AuditTrail from './AuditTrail';
import HiddenListings from './HiddenListings';
import ModerationDialog from './ModerationDialog';
import RebuildSite from './RebuildSite';
import ReportQueue from './ReportQueue';

/** /admin: the moderators' workspace. Everyone else is refused here, and by the server. */
export default function AdminPage({ say }: { say: AdminStrings }) {
  return (
    <SayProvider say={say}>
      <Workspace say={say} />
    </SayProvider>
  );
}

function Workspace({ say }: { say: AdminStrings }) {
  const user = useSignedInUser();
  const allowed = isAdministrator(user);

  useEffect(() => {
    if (allowed) loadModeration();
  }, [allowed]);

  if (!user) return <PageLoading label={say['admin.loadingAccount']} />;
  if (!allowed) {
    return (
      <div className="mx-auto max-w-lg rounded-card border border-line bg-surface p-8 text-center shadow-card">
        <h2 className="text-xl font-bold text-ink">{say['admin.noAccess']}</h2>
        <p className="mt-2 text-ink-muted">{say['admin.noAccessLead']}</p>
        <a href={localePath('/', say.locale)} className="btn btn-primary mt-6">
          {say['admin.back']}
        </a>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ReportQueue />
      <div className="grid h-fit min-w-0 grid-cols-1 gap-8">
        <HiddenListings />
        <RebuildSite />
        <AuditTrail />
      </div>
      <ModerationDialog />
    </div>
  );
}
