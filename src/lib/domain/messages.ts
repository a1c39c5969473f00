/**
 * Buyer–seller messages: the pure rules the messages page shows and tests
 * pin — boxes, drafts, day groups, previews, times, read receipts, and how an
 * optimistic message meets the server's copy.
 */
import { onFirstUse } from './format';

/** The database refuses longer bodies (messages.body check). */
export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_BOXES = ['all', 'buying', 'selling'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export const BOX_LABELS: Record<MessageBox, string> = { all: 'All', buying: 'Buying', selling: 'Selling' };

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

/** The /messages address for a box and an open conversation. */
export function messagesHref(box: MessageBox, conversationId: string | null): string {
  const params = new URLSearchParams();
  if (conversationId) params.set('id', conversationId);
  if (box !== 'all') params.set('box', box);
  const query = params.toString();
  return query ? `/messages?${query}` : '/messages';
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

const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' }),
);
const dayYearFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const clockFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }));
const weekdayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { weekday: 'short' }));
const shortDateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }));
const shortDateYearFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);

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
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysBefore(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return (date.getFullYear() === now.getFullYear() ? dayFormat : dayYearFormat)().format(date);
}

/** Messages (already in time order) grouped by local day, oldest day first. */
export function groupByDay<T extends TimedMessage>(messages: readonly T[], now: Date = new Date()): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const message of messages) {
    const key = localDayKey(new Date(message.created_at));
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, label: dayLabel(message.created_at, now), messages: [message] });
  }
  return groups;
}

/** A message's clock time, "14:05". */
export function messageTime(iso: string): string {
  return clockFormat().format(new Date(iso));
}

/** The list's time: the clock today, then Yesterday, a weekday this week, a date, a date with the year. */
export function conversationTime(iso: string | null, now: Date = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  const days = daysBefore(date, now);
  if (days <= 0) return clockFormat().format(date);
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekdayFormat().format(date);
  return (date.getFullYear() === now.getFullYear() ? shortDateFormat : shortDateYearFormat)().format(date);
}

export const PREVIEW_LENGTH = 90;

/** The list's one-line preview: whitespace folded, cut with an ellipsis, "You: " for the user's own. */
export function messagePreview(body: string, mine: boolean, max: number = PREVIEW_LENGTH): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (!text) return 'No messages yet';
  const cut = text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return mine ? `You: ${cut}` : cut;
}

export interface ReceiptMessage extends TimedMessage {
  sender_id: string;
  read_at: string | null;
}

export type Receipt = 'Sending…' | 'Sent' | 'Read';

/** The receipt under the user's latest message: which one, and what it says. */
export function lastReceipt(
  messages: readonly (ReceiptMessage & { pending?: boolean })[],
  me: string,
): { id: string; label: Receipt } | null {
  const mine = messages.findLast((m) => m.sender_id === me);
  if (!mine) return null;
  if (mine.pending) return { id: mine.id, label: 'Sending…' };
  return { id: mine.id, label: mine.read_at ? 'Read' : 'Sent' };
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
export function messagesLinkLabel(unread: number): string {
  return unread > 0 ? `Messages, ${unread} unread` : 'Messages';
}

const LISTING_STATUS_LABELS: Readonly<Record<string, string>> = {
  sold: 'Sold',
  removed: 'Removed',
  draft: 'Draft',
};

/** The badge a conversation's listing carries when it is no longer for sale; null while it is. */
export function listingStatusBadge(status: string): string | null {
  return LISTING_STATUS_LABELS[status] ?? null;
}
