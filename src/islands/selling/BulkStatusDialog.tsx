import { useStore } from '@nanostores/react';
import { BULK_ALLOWED_FROM, type BulkStatusAction } from '../../lib/domain/bulkListings';
import { pluralize } from '../../lib/domain/format';
import { $bulkBusy, $selection, setSelectedStatus } from '../../stores/bulkListings';
import ConfirmDialog from '../ui/ConfirmDialog';

interface Wording {
  title: (listings: string) => string;
  confirm: (listings: string) => string;
  effect: string;
  applies: string;
  already: string;
}

const WORDING: Record<BulkStatusAction, Wording> = {
  sold: {
    title: (listings) => `Mark ${listings} as sold?`,
    confirm: (listings) => `Mark ${listings} sold`,
    effect: 'Buyers will see them as sold and can no longer contact you about them.',
    applies: 'Only live or paused listings can be marked sold',
    already: 'sold',
  },
  paused: {
    title: (listings) => `Pause ${listings}?`,
    confirm: (listings) => `Pause ${listings}`,
    effect: 'They are hidden from buyers until you confirm they are still available.',
    applies: 'Only live listings can be paused',
    already: 'paused',
  },
  draft: {
    title: (listings) => `Withdraw ${listings}?`,
    confirm: (listings) => `Withdraw ${listings}`,
    effect: 'They leave the site and wait in your drafts; you can publish them again at any time.',
    applies: 'Only live, paused or sold listings can be withdrawn',
    already: 'in drafts',
  },
};

interface Props {
  action: BulkStatusAction;
  userId: string;
  onClose: () => void;
}

/** The confirmation before marking sold, pausing or withdrawing the selection: what happens, and to how many. */
export default function BulkStatusDialog({ action, userId, onClose }: Props) {
  const selection = useStore($selection);
  const busy = useStore($bulkBusy) === action;
  const words = WORDING[action];
  const listings = [...selection.listings.values()];
  const eligible = listings.filter((listing) => BULK_ALLOWED_FROM[action].includes(listing.status)).length;
  const already = listings.filter((listing) => listing.status === action).length;
  const skipped = listings.length - eligible - already;
  return (
    <ConfirmDialog
      open
      title={words.title(pluralize(eligible, 'listing'))}
      confirmLabel={words.confirm(pluralize(eligible, 'listing'))}
      cancelLabel="Cancel"
      busy={busy}
      onClose={onClose}
      onConfirm={() => {
        void setSelectedStatus(userId, action).then(onClose);
      }}
    >
      <p>{words.effect}</p>
      {(skipped > 0 || already > 0) && (
        <p className="mt-2">
          {already > 0 &&
            `${pluralize(already, 'selected listing')} ${already === 1 ? 'is' : 'are'} already ${words.already}. `}
          {skipped > 0 &&
            `${words.applies}: ${pluralize(skipped, 'selected listing')} will stay as ${skipped === 1 ? 'it is' : 'they are'}.`}
        </p>
      )}
    </ConfirmDialog>
  );
}
