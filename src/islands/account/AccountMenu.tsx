import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { avatarLetter, displayName, isAdministrator } from '../../lib/domain/account';
import { $user, signOutAndLeave, SIGNED_OUT_ON_SERVER } from '../../stores/session';
import { useDismiss } from '../ui/useDismiss';
import { fill } from '../../i18n/translate';
import { pageHref } from '../../i18n/locale';
import type { HeaderStrings } from './headerStrings';

interface Props {
  email: string | null;
  firstName: string | null;
  say: HeaderStrings;
}

/** The menu's entries (§2), by their English paths: each goes to the page in the page's language when it has one. */
const LINKS = [
  { key: 'menu.profile', href: '/profile' },
  { key: 'menu.messages', href: '/messages' },
  { key: 'menu.favorites', href: '/favorites' },
  { key: 'menu.dashboard', href: '/seller-dashboard' },
  { key: 'menu.sell', href: '/sell' },
] as const;

const ADMIN_LINK = { key: 'menu.moderation', href: '/admin' } as const;

/** The avatar button and its account menu (menu-button pattern, arrow keys move). */
export default function AccountMenu({ email, firstName, say }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = displayName(firstName, email);
  const links = isAdministrator(useStore($user, SIGNED_OUT_ON_SERVER)) ? [...LINKS, ADMIN_LINK] : LINKS;

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);
  useDismiss(open, rootRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white hover:bg-brand-800"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={fill(say['menu.label'], { name })}
        onClick={() => {
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {avatarLetter(email)}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={say['menu.myAccount']}
          tabIndex={-1}
          className="absolute right-0 z-50 mt-2 w-64 rounded-card bg-surface py-2 shadow-popover ring-1 ring-line"
          onKeyDown={onMenuKey}
        >
          <div className="border-b border-line px-4 pt-1 pb-3" role="none">
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{say['menu.myAccount']}</p>
            <p className="mt-1 truncate text-sm font-semibold text-ink">{name}</p>
            {email && <p className="truncate text-sm text-ink-muted">{email}</p>}
          </div>
          <div className="py-1" role="none">
            {links.map((link) => (
              <a
                key={link.href}
                role="menuitem"
                tabIndex={-1}
                href={pageHref(link.href, say.locale)}
                className="block px-4 py-2 text-sm text-ink-soft hover:bg-surface-muted hover:text-ink focus:bg-brand-50 focus:text-brand-900 focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600"
              >
                {say[link.key]}
              </a>
            ))}
          </div>
          <div className="border-t border-line pt-1" role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="block w-full px-4 py-2 text-left text-sm font-medium text-danger-700 hover:bg-danger-50 focus:bg-danger-50 focus:outline-2 focus:-outline-offset-2 focus:outline-danger-600"
              onClick={() => {
                setOpen(false);
                void signOutAndLeave();
              }}
            >
              {say['menu.signOut']}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
