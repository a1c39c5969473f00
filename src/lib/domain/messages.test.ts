import { describe, expect, it } from 'vitest';
import {
  conversationTime,
  dayLabel,
  displayBody,
  filterByBox,
  groupByDay,
  lastReceipt,
  listingStatusBadge,
  messagePreview,
  messagesHref,
  messagesLinkLabel,
  parseBox,
  reconcile,
  sendableBody,
} from './messages.ts';
import { pick } from '../../i18n/index.ts';
import { INBOX_KEYS } from '../../islands/messages/inboxStrings.ts';
import { HEADER_KEYS } from '../../islands/account/headerStrings.ts';

const EN = pick('en', INBOX_KEYS);
const DE = pick('de', INBOX_KEYS);

/** Local wall-clock times, so the tests hold in any time zone. */
const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();
const NOW = new Date(2026, 10, 22, 15, 30);

interface TestMessage {
  id: string;
  created_at: string;
  sender_id: string;
  read_at: string | null;
  body: string;
  pending?: boolean;
}
const message = (id: string, created_at: string, overrides: Partial<TestMessage> = {}): TestMessage => ({
  id,
  created_at,
  sender_id: 'me',
  read_at: null,
  body: `body ${id}`,
  ...overrides,
});

describe('boxes', () => {
  const items = [
    { id: 'a', role: 'buyer' },
    { id: 'b', role: 'seller' },
    { id: 'c', role: 'buyer' },
  ];

  it('reads the box from the address, falling back to all', () => {
    expect(parseBox('selling')).toBe('selling');
    expect(parseBox('buying')).toBe('buying');
    expect(parseBox('archived')).toBe('all');
    expect(parseBox(null)).toBe('all');
  });

  it('keeps the conversations where the user buys, or sells, or all of them', () => {
    expect(filterByBox(items, 'buying').map((i) => i.id)).toEqual(['a', 'c']);
    expect(filterByBox(items, 'selling').map((i) => i.id)).toEqual(['b']);
    expect(filterByBox(items, 'all').map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('builds the address with the open conversation and a non-default box', () => {
    expect(messagesHref('all', null)).toBe('/messages');
    expect(messagesHref('selling', null)).toBe('/messages?box=selling');
    expect(messagesHref('buying', 'c-1')).toBe('/messages?id=c-1&box=buying');
    expect(messagesHref('selling', 'c-1', 'de')).toBe('/de/messages?id=c-1&box=selling');
  });
});

describe('sendableBody', () => {
  it('trims the draft and refuses an empty one', () => {
    expect(sendableBody('  Is it still available?\n')).toBe('Is it still available?');
    expect(sendableBody(' \n\t ')).toBeNull();
  });

  it('refuses more than 2000 characters but takes exactly 2000', () => {
    expect(sendableBody('x'.repeat(2000))).toHaveLength(2000);
    expect(sendableBody('x'.repeat(2001))).toBeNull();
  });
});

describe('day grouping', () => {
  it('labels today, yesterday, this year and earlier years', () => {
    expect(dayLabel(at(2026, 11, 22, 0, 5), EN, NOW)).toBe('Today');
    expect(dayLabel(at(2026, 11, 21, 23, 55), EN, NOW)).toBe('Yesterday');
    expect(dayLabel(at(2026, 11, 3), EN, NOW)).toBe('Tuesday 3 November');
    expect(dayLabel(at(2025, 12, 31), EN, NOW)).toBe('Wednesday, 31 December 2025');
  });

  it('labels days and list times in German', () => {
    expect(dayLabel(at(2026, 11, 22, 0, 5), DE, NOW)).toBe('Heute');
    expect(dayLabel(at(2026, 11, 21, 23, 55), DE, NOW)).toBe('Gestern');
    expect(dayLabel(at(2026, 11, 3), DE, NOW)).toBe('Dienstag, 3. November');
    expect(conversationTime(at(2026, 11, 17), DE, NOW)).toBe('Di');
    expect(conversationTime(at(2025, 10, 2), DE, NOW)).toBe('2. Okt. 2025');
    expect(messagePreview('Klar', true, DE)).toBe('Du: Klar');
    expect(listingStatusBadge('sold', DE)).toBe('Verkauft');
  });

  it('groups consecutive messages by local day, in order', () => {
    const messages = [
      message('1', at(2026, 11, 20, 9)),
      message('2', at(2026, 11, 20, 23, 59)),
      message('3', at(2026, 11, 21, 0, 1)),
      message('4', at(2026, 11, 22, 8)),
    ];
    const groups = groupByDay(messages, EN, NOW);
    expect(groups.map((g) => [g.label, g.messages.map((m) => m.id)])).toEqual([
      ['Friday 20 November', ['1', '2']],
      ['Yesterday', ['3']],
      ['Today', ['4']],
    ]);
  });

  it('has no groups without messages', () => {
    expect(groupByDay([], EN, NOW)).toEqual([]);
  });
});

describe('conversation list formats', () => {
  it('shows the clock today, then Yesterday, a weekday, a date, a date with the year', () => {
    expect(conversationTime(at(2026, 11, 22, 9, 7), EN, NOW)).toBe('09:07');
    expect(conversationTime(at(2026, 11, 21, 18), EN, NOW)).toBe('Yesterday');
    expect(conversationTime(at(2026, 11, 17), EN, NOW)).toBe('Tue');
    expect(conversationTime(at(2026, 10, 2), EN, NOW)).toBe('2 Oct');
    expect(conversationTime(at(2025, 10, 2), EN, NOW)).toBe('2 Oct 2025');
    expect(conversationTime(null, EN, NOW)).toBe('');
  });

  it('folds whitespace, cuts long previews and marks the user’s own message', () => {
    expect(messagePreview('Hello,\n\n  is it   available?', false, EN)).toBe('Hello, is it available?');
    expect(messagePreview('Sure', true, EN)).toBe('You: Sure');
    expect(messagePreview('word '.repeat(40), false, EN, 20)).toBe('word word word word…');
    expect(messagePreview('', false, EN)).toBe('No messages yet');
  });

  it('badges listings that are no longer for sale', () => {
    expect(listingStatusBadge('active', EN)).toBeNull();
    expect(listingStatusBadge('sold', EN)).toBe('Sold');
    expect(listingStatusBadge('removed', EN)).toBe('Removed');
    expect(listingStatusBadge('draft', EN)).toBe('Draft');
  });

  it('names the unread count in the header link', () => {
    expect(messagesLinkLabel(0, pick('en', HEADER_KEYS))).toBe('Messages');
    expect(messagesLinkLabel(3, pick('en', HEADER_KEYS))).toBe('Messages, 3 unread');
    expect(messagesLinkLabel(3, pick('de', HEADER_KEYS))).toBe('Nachrichten, 3 ungelesen');
  });
});

describe('read receipts', () => {
  it('speaks of the user’s latest message: sending, sent, then read', () => {
    const thread = [message('1', at(2026, 11, 22, 9)), message('2', at(2026, 11, 22, 10), { sender_id: 'them' })];
    expect(lastReceipt(thread, 'me', EN)).toEqual({ id: '1', label: 'Sent' });
    thread[0] = { ...message('1', at(2026, 11, 22, 9)), read_at: at(2026, 11, 22, 9, 30) };
    expect(lastReceipt(thread, 'me', EN)).toEqual({ id: '1', label: 'Read' });
    expect(lastReceipt([...thread, message('tmp', at(2026, 11, 22, 11), { pending: true })], 'me', EN)).toEqual({
      id: 'tmp',
      label: 'Sending…',
    });
    expect(lastReceipt(thread, 'nobody', EN)).toBeNull();
    expect(lastReceipt(thread, 'me', DE)).toEqual({ id: '1', label: 'Gelesen' });
  });
});

describe('reconcile', () => {
  const first = message('1', at(2026, 11, 22, 9));

  it('replaces the pending copy with the server’s message', () => {
    const pending = message('tmp-1', at(2026, 11, 22, 10), { body: 'Hi', pending: true });
    const saved = message('srv-1', '2026-11-22T10:00:00.123456+00:00', { body: 'Hi' });
    const next = reconcile([first, pending], saved);
    expect(next.map((m) => m.id)).toEqual(['1', 'srv-1']);
  });

  it('updates a known message in place (a read receipt) and adds new ones in time order', () => {
    const read = { ...first, read_at: at(2026, 11, 22, 9, 5) };
    expect(reconcile([first], read)).toEqual([read]);
    const earlier = message('0', at(2026, 11, 22, 8), { sender_id: 'them' });
    expect(reconcile([first], earlier).map((m) => m.id)).toEqual(['0', '1']);
  });

  it('does not swallow a second identical message once the first is confirmed', () => {
    const saved = message('srv-1', at(2026, 11, 22, 10), { body: 'Hi' });
    const again = message('srv-2', at(2026, 11, 22, 10, 1), { body: 'Hi' });
    expect(reconcile([saved], again).map((m) => m.id)).toEqual(['srv-1', 'srv-2']);
  });
});

describe('masked messages', () => {
  const masked = (id: string, overrides: Partial<TestMessage & { original: string | null }> = {}) =>
    ({
      ...message(id, at(2026, 11, 22, 10), { body: 'Call [phone number hidden]' }),
      contact_masked: true,
      ...overrides,
    }) as TestMessage & { contact_masked: boolean; original?: string | null };

  it('lets the masked server copy confirm the pending message and keeps the sender’s text', () => {
    const pending = { ...message('tmp-1', at(2026, 11, 22, 10), { body: 'Call 0176 12345678', pending: true }) };
    const next = reconcile([pending], masked('srv-1'));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ id: 'srv-1', original: 'Call 0176 12345678' });
    expect(displayBody(next[0] ?? pending, 'me')).toBe('Call 0176 12345678');
  });

  it('keeps the sender’s text when a read receipt arrives without it', () => {
    const known = masked('srv-1', { original: 'Call 0176 12345678' });
    const read = masked('srv-1', { read_at: at(2026, 11, 22, 11) });
    expect(reconcile([known], read)[0]).toMatchObject({ read_at: read.read_at, original: 'Call 0176 12345678' });
  });

  it('shows the recipient what the server shows them', () => {
    const theirs = masked('srv-1', { sender_id: 'them', original: null });
    expect(displayBody(theirs, 'me')).toBe('Call [phone number hidden]');
  });
});
