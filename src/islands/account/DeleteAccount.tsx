import { useStore } from '@nanostores/react';
import {
  $accountDeletion,
  askToDeleteAccount,
  cancelAccountDeletion,
  confirmAccountDeletion,
} from '../../stores/profileForms';
import ConfirmDialog from '../ui/ConfirmDialog';
import { useSay } from '../ui/say';
import type { ProfileStrings } from './authStrings';

/** /profile's danger zone: deleting the account, after a confirmation. */
export default function DeleteAccount() {
  const { confirming, deleting } = useStore($accountDeletion);
  const say = useSay<ProfileStrings>();
  return (
    <section className="rounded-card border border-danger-600/40 bg-danger-50 p-6 sm:p-8" aria-labelledby="danger">
      <h2 id="danger" className="text-xl font-bold text-danger-700">
        {say['profile.delete']}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{say['profile.deleteLead']}</p>
      <button
        type="button"
        className="btn mt-5 bg-danger-700 text-white hover:bg-danger-600"
        onClick={askToDeleteAccount}
      >
        {say['profile.deleteMine']}
      </button>
      <ConfirmDialog
        open={confirming}
        title={say['profile.deleteTitle']}
        confirmLabel={say['profile.deletePermanently']}
        cancelLabel={say['profile.keepAccount']}
        busy={deleting}
        onClose={cancelAccountDeletion}
        onConfirm={() => {
          void confirmAccountDeletion();
        }}
      >
        <p>{say['profile.deleteWarning']}</p>
      </ConfirmDialog>
    </section>
  );
}
