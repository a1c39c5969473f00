/**
 * The bell's list rules: newest first, one row per notification, repeated
 * events folded into it; and what each says, in the page's language.
 */
import type { Strings } from '../../i18n';
import type { NOTIFICATIONS_EN } from '../../i18n/messages/notifications.ts';
import { countText, fill } from '../../i18n/translate.ts';
import { formatPrice } from './format.ts';

type NotificationKey = keyof typeof NOTIFICATIONS_EN;

export interface NotificationRow {
  id: string;
  type: string;
  created_at: string;
  event_count: number;
}

/** How many rows the bell lists; the unread total is counted by the server. */
export const NOTIFICATION_LIST_SIZE = 50;

/**
 * The list with `incoming` in its place: a new row, or an unread one the
 * database brought up to date with another event, moves to the top.
 */
export function mergeNotification<T extends NotificationRow>(list: readonly T[], incoming: T): T[] {
  const others = list.filter((n) => n.id !== incoming.id);
  const merged = [incoming, ...others];
  merged.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return merged.slice(0, NOTIFICATION_LIST_SIZE);
}

/** The strings the bell speaks with (its key list: src/islands/account/headerStrings.ts). */
export type NotificationStrings = Strings<NotificationKey>;

/** What a folded notification stands for: "12 new messages", "3 updates"; nothing for a single event. */
export function eventCountText(type: string, count: number, say: NotificationStrings): string | null {
  if (count <= 1) return null;
  return countText(say, type === 'message' ? 'notif.messages' : 'notif.updates', count);
}

/** The row's fields the bell's words are made of. */
export interface NotificationText {
  title: string;
  content: string;
  kind: string | null;
  data: unknown;
}

type Words = { title: string; content: string } | null;

/**
 * A notification in the page's language: its kind's words filled from its
 * data (prices and counts as the language writes them); the stored title and
 * content when the row has no kind or its data lacks a value. The English
 * words are the ones the database stores, so both read alike in English.
 */
export function notificationWords(n: NotificationText, say: NotificationStrings): { title: string; content: string } {
  const data: Readonly<Record<string, unknown>> =
    typeof n.data === 'object' && n.data !== null && !Array.isArray(n.data) ? (n.data as Record<string, unknown>) : {};
  const text = (name: string) => (typeof data[name] === 'string' && data[name] !== '' ? data[name] : null);
  const amount = (name: string) => {
    const value = data[name];
    return typeof value === 'number' && Number.isFinite(value) ? formatPrice(value, say.locale) : null;
  };
  const title = text('title');
  const words = ((): Words => {
    switch (n.kind) {
      case 'welcome':
        return { title: say['notif.welcome.title'], content: say['notif.welcome.text'] };
      case 'message':
        // The content quotes the listing and the message as written.
        return {
          title: fill(say['notif.message.title'], { name: text('sender') ?? say['notif.message.member'] }),
          content: n.content,
        };
      case 'price_drop': {
        const price = amount('price');
        const oldPrice = amount('old_price');
        return title && price && oldPrice
          ? {
              title: say['notif.price_drop.title'],
              content: fill(say['notif.price_drop.text'], { title, price, oldPrice }),
            }
          : null;
      }
      case 'back_on_sale': {
        const price = amount('price');
        return title && price
          ? { title: say['notif.back_on_sale.title'], content: fill(say['notif.back_on_sale.text'], { title, price }) }
          : null;
      }
      case 'vehicle_sold':
      case 'availability_reminder':
      case 'listing_paused':
        return title
          ? { title: say[`notif.${n.kind}.title`], content: fill(say[`notif.${n.kind}.text`], { title }) }
          : null;
      case 'saved_search': {
        const price = amount('price');
        const name = text('search');
        const matches = data.matches;
        return title && price && name && typeof matches === 'number'
          ? {
              title: countText(say, 'notif.saved_search.title', matches, { name }),
              content: fill(say['notif.saved_search.text'], { title, price }),
            }
          : null;
      }
      default:
        return null;
    }
  })();
  return words ?? { title: n.title, content: n.content };
}
