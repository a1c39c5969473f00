import { useStore } from '@nanostores/react';
import { fill } from '../../i18n/translate';
import { BULK_ALLOWED_FROM, counted, type BulkStatusAction } from '../../lib/domain/bulkListings';
import { $bulkBusy, $selection, setSelectedStatus } from '../../stores/bulkListings';
import ConfirmDialog from '../ui/ConfirmDialog';
import { useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

interface Props {
  action: BulkStatusAction;
  userId: string;
  onClose: () => void;
}

/** The confirmation before marking sold, pausing or withdrawing the selection: what happens, and to how many. */
export default function BulkStatusDialog({ action, userId, onClose }: Props) {
  const say = useSay<DashboardStrings>();
  const selection = useStore($selection);
  const busy = useStore($bulkBusy) === action;
  const listings = [...selection.listings.values()];
  const eligible = listings.filter((listing) => BULK_ALLOWED_FROM[action].includes(listing.status)).length;
  const already = listings.filter((listing) => listing.status === action).length;
  const skipped = listings.length - eligible - already;
  const eligibleListings = { listings: counted('bulk.listings', eligible) };
  return (
    <ConfirmDialog
      open
      title={fill(say[`bulk.${action}.title`], eligibleListings)}
      confirmLabel={fill(say[`bulk.${action}.confirm`], eligibleListings)}
      cancelLabel={say['bulk.cancel']}
      busy={busy}
      onClose={onClose}
      onConfirm={() => {
        void setSelectedStatus(userId, action).then(onClose);
      }}
    >
      <p>{say[`bulk.${action}.effect`]}</p>
      {(skipped > 0 || already > 0) && (
        <p className="mt-2">
          {already > 0 && counted('bulk.alreadyIs', already, { state: say[`bulk.${action}.already`] })}
          {skipped > 0 && counted('bulk.stays', skipped, { applies: say[`bulk.${action}.applies`] })}
        </p>
      )}
    </ConfirmDialog>
  );
}
