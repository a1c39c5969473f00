import { describe, expect, it } from 'vitest';
import { eventCountText, mergeNotification, NOTIFICATION_LIST_SIZE } from './notifications.ts';

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
    expect(eventCountText(type, count)).toBe(expected);
  });
});
