import { useStore } from '@nanostores/react';
import {
  $accountDeletion,
  askToDeleteAccount,
  cancelAccountDeletion,
  confirmAccountDeletion,
} from '../../stores/profileForms';
import ConfirmDialog from '../ui/ConfirmDialog';

/** /profile's danger zone: deleting the account, after a confirmation. */
export default function DeleteAccount() {
  const { confirming, deleting } = useStore($accountDeletion);
  return (
    <section className="rounded-card border border-danger-600/40 bg-danger-50 p-6 sm:p-8" aria-labelledby="danger">
      <h2 id="danger" className="text-xl font-bold text-danger-700">
        Delete account
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        This permanently deletes your account, your profile, your listings and their photos, your favorites, your
        conversations and messages, your notifications, your reports and the record of phone numbers you viewed. It
        cannot be undone.
      </p>
      <button
        type="button"
        className="btn mt-5 bg-danger-700 text-white hover:bg-danger-600"
        onClick={askToDeleteAccount}
      >
        Delete my account
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete permanently"
        cancelLabel="Keep my account"
        busy={deleting}
        onClose={cancelAccountDeletion}
        onConfirm={() => {
          void confirmAccountDeletion();
        }}
      >
        <p>Your listings disappear from the marketplace and you will be signed out. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
