import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $user, initSession, SIGNED_OUT_ON_SERVER } from '../../stores/session';
import { ChatIcon, Spinner } from '../ui/icons';
import { useHydrated } from '../ui/useHydrated';
import { useDetailStrings } from './detailStrings';
import { localePath } from '../../i18n/locale';

interface Props {
  vehicleId: string;
  sellerId: string | null;
  sold: boolean;
}

/**
 * The seller card's way to start a conversation. Signed-out visitors sign in
 * first and come back; the listing's own seller is pointed to the dashboard.
 */
export default function MessageSellerButton({ vehicleId, sellerId, sold }: Props) {
  const hydrated = useHydrated();
  const user = useStore($user, SIGNED_OUT_ON_SERVER);
  const [pending, setPending] = useState(false);
  const say = useDetailStrings();

  useEffect(() => {
    void initSession();
  }, []);

  if (hydrated && user !== null && user.id === sellerId) {
    return (
      <div className="rounded-control bg-surface-muted px-4 py-3 text-sm text-ink-soft">
        <p className="font-semibold text-ink">{say['detail.ownListing']}</p>
        <a href="/seller-dashboard" className="mt-1 inline-block font-semibold text-brand-700 hover:underline">
          {say['detail.manage']}
        </a>
      </div>
    );
  }

  const start = async () => {
    await initSession();
    if (!$user.get()) {
      const here = window.location.pathname + window.location.search;
      window.location.assign(`/auth?redirect=${encodeURIComponent(here)}`);
      return;
    }
    setPending(true);
    // The messages store loads on the first press: a listing page's readers never need it.
    const { openConversationAbout } = await import('../../stores/messages');
    const conversationId = await openConversationAbout(vehicleId);
    if (conversationId)
      window.location.assign(`${localePath('/messages', say.locale)}?id=${encodeURIComponent(conversationId)}`);
    else setPending(false);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
        disabled={!hydrated || sold || pending}
        aria-describedby={sold ? 'message-seller-sold' : undefined}
        onClick={() => void start()}
      >
        {pending ? <Spinner className="size-5" /> : <ChatIcon className="size-5" />}
        {say['detail.message']}
      </button>
      {sold && (
        <p id="message-seller-sold" className="mt-2 text-center text-sm text-ink-muted">
          {say['detail.soldNote']}
        </p>
      )}
    </>
  );
}
