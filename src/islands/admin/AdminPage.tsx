import { useEffect } from 'react';
import { isAdministrator } from '../../lib/domain/account';
import { loadModeration } from '../../stores/moderation';
import { useSignedInUser } from '../account/useSignedInUser';
import { PageLoading } from '../ui/PageStatus';
import AuditTrail from './AuditTrail';
import HiddenListings from './HiddenListings';
import ModerationDialog from './ModerationDialog';
import RebuildSite from './RebuildSite';
import ReportQueue from './ReportQueue';

/** /admin: the moderators' workspace. Everyone else is refused here, and by the server. */
export default function AdminPage() {
  const user = useSignedInUser();
  const allowed = isAdministrator(user);

  useEffect(() => {
    if (allowed) loadModeration();
  }, [allowed]);

  if (!user) return <PageLoading label="Loading your account…" />;
  if (!allowed) {
    return (
      <div className="mx-auto max-w-lg rounded-card border border-line bg-surface p-8 text-center shadow-card">
        <h2 className="text-xl font-bold text-ink">You don’t have access to this page</h2>
        <p className="mt-2 text-ink-muted">Moderation is for Wheelhouse administrators only.</p>
        <a href="/" className="btn btn-primary mt-6">
          Back to the marketplace
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
