/**
 * Buyer–seller messages: the pure rules the messages page shows and tests
 * pin — boxes, drafts, day groups, previews, times, read receipts, and how an
 * optimistic message meets the server's copy.
 */
import type { Strings } from '../../i18n';
import { INTL_TAGS, localePath, type Locale } from '../../i18n/locale';
import { fill } from '../../i18n/translate';

/** The inbox's words these rules write (the island's strings hold them, docs/i18n.md). */
export type InboxWords = Strings<
  | 'inbox.today'
  | 'inbox.yesterday'
  | 'inbox.preview.mine'
  | 'inbox.preview.empty'
  | 'inbox.receipt.sending'
  | 'inbox.receipt.sent'
  | 'inbox.receipt.read'
  | 'inbox.status.sold'
  | 'inbox.status.removed'
  | 'inbox.status.draft'
>;

/** The database refuses longer bodies (messages.body check). */
export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_BOXES = ['all', 'buying', 'selling'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** The box named in the address (?box=), or all. */
export function parseBox(value: string | null | undefined): MessageBox {
  return MESSAGE_BOXES.find((box) => box === value) ?? 'all';
}

/** Conversations of one box: buying ones are those where the user is the buyer. */
export function filterByBox<T extends { role: string }>(items: readonly T[], box: MessageBox): T[] {
  if (box === 'all') return [...items];
  const role = box === 'buying' ? 'buyer' : 'seller';
  return items.filter((item) => item.role === role);
}

/** The /messages address (in the page's language) for a box and an open conversation. */
export function messagesHref(box: MessageBox, conversationId: string | null, locale: Locale = 'en'): string {
  const params = new URLSearchParams();
  if (conversationId) params.set('id', conversationId);
  if (box !== 'all') params.set('box', box);
  const query = params.toString();
  const path = localePath('/messages', locale);
  return query ? `${path}?${query}` : path;
}

/** The draft as it would be sent, or null when it cannot be (empty or too long). */
export function sendableBody(draft: string): string | null {
  const body = draft.trim();
  return body.length > 0 && body.length <= MESSAGE_MAX_LENGTH ? body : null;
}

export interface TimedMessage {
  id: string;
  created_at: string;
}

export interface DayGroup<T> {
  /** yyyy-mm-dd in local time. */
  key: string;
  label: string;
  messages: T[];
}

/** English as Britain writes days ("Tuesday 3 November"), German as Germany ("Dienstag, 3. November"). */
const DATE_TAGS: Record<Locale, string> = { ...INTL_TAGS, en: 'en-GB' };

const FORMATS = {
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  dayYear: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  clock: { hour: '2-digit', minute: '2-digit' },
  weekday: { weekday: 'short' },
  shortDate: { day: 'numeric', month: 'short' },
  shortDateYear: { day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type FormatName = keyof typeof FORMATS;

/** Each formatter built on first use, per language (see onFirstUse in format.ts for why). */
const made = new Map<string, Intl.DateTimeFormat>();
function dateFormat(name: FormatName, locale: Locale): Intl.DateTimeFormat {
  const id = `${name}:${locale}`;
  let format = made.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_TAGS[locale], FORMATS[name]);
    made.set(id, format);
  }
  return format;
}

function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole local days from `date` to `now` (0 = same day, 1 = yesterday). */
function daysBefore(date: Date, now: Date): number {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((start(now) - start(date)) / 86_400_000);
}

/** "Today", "Yesterday", "Monday 3 November", or with the year when it is not this year. */
export function dayLabel(iso: string, say: InboxWords, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysBefore(date, now);
  if (days === 0) return say['inbox.today'];
  if (days === 1) return say['inbox.yesterday'];
  return dateFormat(date.getFullYear() === now.getFullYear() ? 'day' : 'dayYear', say.locale).format(date);
}

/** Messages (already in time order) grouped by local day, oldest day first. */
export function groupByDay<T extends TimedMessage>(
  messages: readonly T[],
  say: InboxWords,
  now: Date = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const message of messages) {
    const key = localDayKey(new Date(message.created_at));
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, label: dayLabel(message.created_at, say, now), messages: [message] });
  }
  return groups;
}

/** A message's clock time, "14:05". */
export function messageTime(iso: string, locale: Locale = 'en'): string {
  return dateFormat('clock', locale).format(new Date(iso));
}

/** The list's time: the clock today, then Yesterday, a weekday this week, a date, a date with the year. */
export function conversationTime(iso: string | null, say: InboxWords, now: Date = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  const days = daysBefore(date, now);
  if (days <= 0) return dateFormat('clock', say.locale).format(date);
  if (days === 1) return say['inbox.yesterday'];
  if (days < 7) return dateFormat('weekday', say.locale).format(date);
  return dateFormat(date.getFullYear() === now.getFullYear() ? 'shortDate' : 'shortDateYear', say.locale).format(date);
}

export const PREVIEW_LENGTH = 90;

/** The list's one-line preview: whitespace folded, cut with an ellipsis, "You: " for the user's own. */
export function messagePreview(body: string, mine: boolean, say: InboxWords, max: number = PREVIEW_LENGTH): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (!text) return say['inbox.preview.empty'];
  const cut = text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return mine ? fill(say['inbox.preview.mine'], { text: cut }) : cut;
}

export interface ReceiptMessage extends TimedMessage {
  sender_id: string;
  read_at: string | null;
}

/** The receipt under the user's latest message: which one, and what it says. */
export function lastReceipt(
  messages: readonly (ReceiptMessage & { pending?: boolean })[],
  me: string,
  say: InboxWords,
): { id: string; label: string } | null {
  const mine = messages.findLast((m) => m.sender_id === me);
  if (!mine) return null;
  if (mine.pending) return { id: mine.id, label: say['inbox.receipt.sending'] };
  return { id: mine.id, label: say[mine.read_at ? 'inbox.receipt.read' : 'inbox.receipt.sent'] };
}

export interface ThreadLikeMessage extends ReceiptMessage {
  body: string;
  pending?: boolean;
  /** The sender's own text of a message whose contact details are masked for the recipient, when known. */
  original?: string | null;
  contact_masked?: boolean;
}

/**
 * The server's copy of a pending message: the same text, or the copy the
 * recipient reads with contact details masked (the sender's text then comes
 * as `original`, or not at all over Realtime).
 */
function confirms(pending: ThreadLikeMessage, incoming: ThreadLikeMessage): boolean {
  return (
    pending.body === incoming.body ||
    pending.body === incoming.original ||
    (incoming.contact_masked === true && incoming.original == null)
  );
}

/** A masked message keeps the sender's own text, which later server copies (receipts, Realtime) do not carry. */
function keepOriginal<T extends ThreadLikeMessage>(existing: T, incoming: T): T {
  if (incoming.original != null || incoming.contact_masked !== true) return incoming;
  const original = existing.original ?? (existing.pending ? existing.body : null);
  return original == null ? incoming : { ...incoming, original };
}

/**
 * Put a server message into the thread: replace the same id, or the pending
 * copy it confirms (same sender and text, not yet confirmed), else add it;
 * keep time order and the sender's own text of a masked message.
 */
export function reconcile<T extends ThreadLikeMessage>(messages: readonly T[], incoming: T): T[] {
  let index = messages.findIndex((m) => m.id === incoming.id);
  if (index < 0)
    index = messages.findIndex(
      (m) => m.pending === true && m.sender_id === incoming.sender_id && confirms(m, incoming),
    );
  const next =
    index < 0 ? [...messages, incoming] : messages.map((m, i) => (i === index ? keepOriginal(m, incoming) : m));
  return next.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/** What the user reads of a message: their own text of their own messages, else what the server shows them. */
export function displayBody(message: ThreadLikeMessage, me: string): string {
  return message.sender_id === me && message.original ? message.original : message.body;
}

/** The header's accessible name for the messages link. */
export function messagesLinkLabel(unread: number, say: Strings<'menu.messages' | 'menu.messagesUnread'>): string {
  return unread > 0 ? fill(say['menu.messagesUnread'], { count: unread }) : say['menu.messages'];
}

const LISTING_STATUS_KEYS: Readonly<
  Partial<Record<string, 'inbox.status.sold' | 'inbox.status.removed' | 'inbox.status.draft'>>
> = { sold: 'inbox.status.sold', removed: 'inbox.status.removed', draft: 'inbox.status.draft' };

/** The badge a conversation's listing carries when it is no longer for sale; null while it is. */
export function listingStatusBadge(status: string, say: InboxWords): string | null {
  const key = LISTING_STATUS_KEYS[status];
  return key === undefined ? null : say[key];
}
