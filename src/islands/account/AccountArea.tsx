import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { badgeText } from '../../lib/domain/account';
import { messagesLinkLabel } from '../../lib/domain/messages';
import { $unreadMessages, watchUnreadMessages } from '../../stores/messages';
import { $profile, $user, initSession, SIGNED_OUT_ON_SERVER } from '../../stores/session';
import AccountMenu from './AccountMenu';
import { ChatIcon, HeartIcon } from '../ui/icons';
import NotificationBell from './NotificationBell';
import type { HeaderStrings } from './headerStrings';
import { pageHref } from '../../i18n/locale';

/**
 * The header's account area. Its server HTML is the signed-out actions plus a
 * placeholder that CSS shows instead when <html data-session> says a session
 * is stored, so a signed-in visitor never sees the signed-out header flash.
 * It hydrates (client:session) only for such visitors.
 */
/** `say`: the signed-out actions' words in the page's language (HEADER_KEYS). */
export default function AccountArea({ say }: { say: HeaderStrings }) {
  const user = useStore($user, SIGNED_OUT_ON_SERVER);
  const profile = useStore($profile, { ssr: 'initial' });
  const unreadMessages = useStore($unreadMessages, { ssr: 'initial' });
  const userId = user?.id ?? null;

  useEffect(() => {
    void initSession();
  }, []);

  useEffect(() => (userId ? watchUnreadMessages(userId) : undefined), [userId]);

  if (!user) {
    return (
      <>
        <div className="hidden items-center gap-2 md:flex" data-signed-out-only>
          <a href="/auth" className="btn btn-ghost" data-auth-link>
            {say['account.login']}
          </a>
          <a href="/sell" className="btn btn-primary">
            {say['account.sell']}
          </a>
        </div>
        <div className="hidden items-center gap-2" data-session-placeholder aria-hidden="true">
          <span className="size-10 animate-pulse rounded-full bg-surface-muted" />
          <span className="size-10 animate-pulse rounded-full bg-surface-muted" />
          <span className="size-10 animate-pulse rounded-full bg-surface-muted" />
        </div>
      </>
    );
  }

  const messagesBadge = badgeText(unreadMessages);
  const iconLink =
    'relative flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-surface-muted hover:text-ink';
  return (
    <div className="flex items-center gap-1">
      <a
        href={pageHref('/messages', say.locale)}
        className={`${iconLink} hidden sm:flex`}
        aria-label={messagesLinkLabel(unreadMessages, say)}
      >
        <ChatIcon />
        {messagesBadge && (
          <span
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-surface"
            data-testid="messages-badge"
          >
            {messagesBadge}
          </span>
        )}
      </a>
      <a
        href={pageHref('/favorites', say.locale)}
        className={`${iconLink} hidden sm:flex`}
        aria-label={say['menu.favorites']}
      >
        <HeartIcon />
      </a>
      <NotificationBell userId={user.id} say={say} />
      <div className="ml-1">
        <AccountMenu email={user.email ?? null} firstName={profile?.first_name ?? null} say={say} />
      </div>
    </div>
  );
}
