import { useStore } from '@nanostores/react';
import { Suspense, lazy, useState } from 'react';
import { $user, SIGNED_OUT_ON_SERVER } from '../../stores/session';
import { localePath } from '../../i18n/locale';
import { useDetailStrings } from './detailStrings';

const ReportDialog = lazy(() => import('./ReportDialog'));

interface Props {
  vehicleId: string;
  sellerId: string | null;
}

/** "Report this listing": a reason and details for the moderators' queue. Not shown on one's own listing. */
export default function ReportListing({ vehicleId, sellerId }: Props) {
  const user = useStore($user, SIGNED_OUT_ON_SERVER);
  const [open, setOpen] = useState(false);
  const say = useDetailStrings();
  const [sent, setSent] = useState(false);

  if (user?.id === sellerId) return null;
  if (sent) {
    return (
      <p className="text-sm text-ink-muted" role="status">
        {say['report.thanks']}
      </p>
    );
  }

  const start = () => {
    if (!user) {
      window.location.assign(
        `${localePath('/auth', say.locale)}?redirect=${encodeURIComponent(window.location.pathname)}`,
      );
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className="text-sm font-medium text-ink-muted underline hover:text-danger-700"
        onClick={start}
      >
        {say['detail.report']}
      </button>
      {open && user && (
        <Suspense fallback={null}>
          <ReportDialog
            userId={user.id}
            vehicleId={vehicleId}
            say={say}
            onClose={() => {
              setOpen(false);
            }}
            onSent={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
