import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { pick } from '../../i18n/index.ts';
import { NOTIFICATIONS_EN } from '../../i18n/messages/notifications.ts';
import { HEADER_KEYS } from '../../islands/account/headerStrings.ts';
import {
  eventCountText,
  mergeNotification,
  NOTIFICATION_LIST_SIZE,
  notificationWords,
  type NotificationText,
} from './notifications.ts';

const english = pick('en', HEADER_KEYS);
const german = pick('de', HEADER_KEYS);

const row = (id: string, minute: number, eventCount = 1) => ({
  id,
  type: 'message',
  created_at: `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`,
  event_count: eventCount,
});

describe('mergeNotification', () => {
  it('puts a new notification on top', () => {
    expect(mergeNotification([row('a', 2), row('b', 1)], row('c', 3)).map((n) => n.id)).toEqual(['c', 'a', 'b']);
  });

  it('replaces an updated notification and moves it to the top, keeping one row', () => {
    const merged = mergeNotification([row('a', 2), row('b', 1)], row('b', 5, 4));
    expect(merged).toEqual([row('b', 5, 4), row('a', 2)]);
  });

  it('keeps an older arrival in time order', () => {
    expect(mergeNotification([row('a', 5), row('b', 1)], row('c', 3)).map((n) => n.id)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the list to its size', () => {
    const full = Array.from({ length: NOTIFICATION_LIST_SIZE }, (_, index) => row(`n${String(index)}`, 1));
    const merged = mergeNotification(full, row('new', 9));
    expect(merged).toHaveLength(NOTIFICATION_LIST_SIZE);
    expect(merged[0]?.id).toBe('new');
  });
});

describe('eventCountText', () => {
  it.each([
    ['message', 1, null],
    ['message', 12, '12 new messages'],
    ['vehicle', 3, '3 updates'],
    ['vehicle', 0, null],
  ] as const)('%s × %i → %s', (type, count, expected) => {
    expect(eventCountText(type, count, english)).toBe(expected);
  });

  it('counts in German', () => {
    expect(eventCountText('message', 12, german)).toBe('12 neue Nachrichten');
    expect(eventCountText('vehicle', 3, german)).toBe('3 Neuigkeiten');
  });
});

const TESLA = '2021 Tesla Model 3 Long Range AWD';
/** Rows as the database writes them (supabase/schemas, supabase/seed.sql). */
const ROWS = {
  priceDrop: {
    kind: 'price_drop',
    data: { title: TESLA, price: 34900, old_price: 36500 },
    title: 'Price drop',
    content: `${TESLA} is now €34,900 (was €36,500).`,
  },
  sold: { kind: 'vehicle_sold', data: { title: TESLA }, title: 'Vehicle sold', content: `${TESLA} has been sold.` },
  backOnSale: {
    kind: 'back_on_sale',
    data: { title: TESLA, price: 1250000 },
    title: 'Back on sale',
    content: `${TESLA} is for sale again at €1,250,000.`,
  },
  reminder: {
    kind: 'availability_reminder',
    data: { title: TESLA },
    title: 'Is your listing still available?',
    content: `Confirm that ${TESLA} is still for sale. Unconfirmed listings are paused 30 days after their last confirmation.`,
  },
  paused: {
    kind: 'listing_paused',
    data: { title: TESLA },
    title: 'Listing paused',
    content: `${TESLA} is hidden from buyers because it was not confirmed as available for 30 days. Confirm it is still for sale to bring it back.`,
  },
  savedSearch: {
    kind: 'saved_search',
    data: { matches: 3, search: 'Diesel estates', title: TESLA, price: 8900 },
    title: '3 new vehicles match “Diesel estates”',
    content: `Newest: ${TESLA}, €8,900.`,
  },
  savedSearchOne: {
    kind: 'saved_search',
    data: { matches: 1, search: 'Diesel estates', title: TESLA, price: 8900 },
    title: '1 new vehicle matches “Diesel estates”',
    content: `Newest: ${TESLA}, €8,900.`,
  },
  message: {
    kind: 'message',
    data: { sender: 'Autohaus Rhein' },
    title: 'New message from Autohaus Rhein',
    content: `${TESLA}: Is it still available?`,
  },
  welcome: {
    kind: 'welcome',
    data: {},
    title: 'Welcome to Wheelhouse',
    content: 'Save listings with the heart button to hear when their price drops.',
  },
} satisfies Record<string, NotificationText>;

describe('notificationWords', () => {
  it.each(Object.entries(ROWS))('says a %s notification in English as the database stored it', (_, row) => {
    expect(notificationWords(row, english)).toEqual({ title: row.title, content: row.content });
  });

  it('says each kind in German from its data, prices as Germans write them', () => {
    const say = (row: NotificationText) => notificationWords(row, german);
    expect(say(ROWS.priceDrop)).toEqual({
      title: 'Preis gesenkt',
      content: `${TESLA} kostet jetzt 34.900\u00a0€ (vorher 36.500\u00a0€).`,
    });
    expect(say(ROWS.sold)).toEqual({ title: 'Fahrzeug verkauft', content: `${TESLA} wurde verkauft.` });
    expect(say(ROWS.backOnSale).content).toBe(`${TESLA} ist wieder im Angebot, für 1.250.000\u00a0€.`);
    expect(say(ROWS.reminder).title).toBe('Ist dein Fahrzeug noch zu haben?');
    expect(say(ROWS.paused).title).toBe('Anzeige pausiert');
    expect(say(ROWS.savedSearch)).toEqual({
      title: '3 neue Fahrzeuge passen zu „Diesel estates“',
      content: `Neuestes Angebot: ${TESLA}, 8.900\u00a0€.`,
    });
    expect(say(ROWS.savedSearchOne).title).toBe('1 neues Fahrzeug passt zu „Diesel estates“');
    expect(say(ROWS.welcome).title).toBe('Willkommen bei Wheelhouse');
  });

  it('keeps what people wrote: the sender’s name and the quoted message', () => {
    expect(notificationWords(ROWS.message, german)).toEqual({
      title: 'Neue Nachricht von Autohaus Rhein',
      content: `${TESLA}: Is it still available?`,
    });
    const nameless = { ...ROWS.message, data: { sender: null }, title: 'New message from Wheelhouse member' };
    expect(notificationWords(nameless, german).title).toBe('Neue Nachricht von Wheelhouse-Mitglied');
    expect(notificationWords(nameless, english).title).toBe(nameless.title);
  });

  it('shows the stored text when the row has no kind or its data lacks a value', () => {
    const old = { kind: null, data: {}, title: 'Price drop', content: 'Something older.' };
    expect(notificationWords(old, german)).toEqual({ title: 'Price drop', content: 'Something older.' });
    const partial = { ...ROWS.priceDrop, data: { title: TESLA, price: 34900 } };
    expect(notificationWords(partial, german)).toEqual({ title: 'Price drop', content: ROWS.priceDrop.content });
    const unknown = { ...ROWS.sold, kind: 'something_new' };
    expect(notificationWords(unknown, german).title).toBe('Vehicle sold');
  });

  it('uses the English the database writes: every fixed part of each kind’s words is in the schema', () => {
    const dir = new URL('../../../supabase/schemas/', import.meta.url);
    const sql = readdirSync(dir)
      .map((name) => readFileSync(new URL(name, dir), 'utf8'))
      .join('\n');
    const kinds = Object.entries(NOTIFICATIONS_EN).filter(
      // The saved search's title is built in parts (public.saved_search_alert_title): checked below.
      ([key]) => /^notif\.[a-z_]+\.(title|text)$/.test(key) && !key.startsWith('notif.welcome.'),
    );
    expect(kinds.length).toBeGreaterThan(10);
    for (const [key, text] of kinds) {
      for (const part of text.split(/\{\w+\}/).filter((fixed) => fixed.trim().length > 2)) {
        expect(sql, `${key}: “${part}”`).toContain(part.trim());
      }
    }
    expect(sql).toContain("' new ' || case when matches = 1 then 'vehicle matches' else 'vehicles match' end");
  });
});
