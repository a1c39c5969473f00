import { describe, expect, it } from 'vitest';
import {
  PAUSE_AFTER_DAYS,
  REMIND_AFTER_DAYS,
  confirmationPrompt,
  confirmedOn,
  confirmedText,
  confirmedWhen,
  daysSince,
  needsConfirmation,
  pauseDate,
} from './freshness.ts';
import { pick } from '../../i18n/index.ts';
import { DASHBOARD_KEYS } from '../../islands/selling/sellStrings.ts';

const english = pick('en', DASHBOARD_KEYS);
const german = pick('de', DASHBOARD_KEYS);

const NOW = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(NOW.getTime() - (days * 24 + hours) * 3_600_000).toISOString();

describe('listing freshness', () => {
  it('counts whole days since the last confirmation', () => {
    expect(daysSince(daysAgo(0, 5), NOW)).toBe(0);
    expect(daysSince(daysAgo(3, 2), NOW)).toBe(3);
    expect(daysSince(new Date(NOW.getTime() + 60_000).toISOString(), NOW)).toBe(0);
    expect(daysSince('not a date', NOW)).toBe(0);
  });

  it('says when a listing was confirmed in words', () => {
    expect(confirmedText(daysAgo(3), NOW, english)).toBe('Confirmed available 3 days ago');
    expect(confirmedText(daysAgo(1, 1), NOW, english)).toBe('Confirmed available yesterday');
    expect(confirmedText(daysAgo(0, 1), NOW, english)).toBe('Confirmed available today');
    expect(confirmedOn('2026-11-21T09:30:00Z')).toBe('21 Nov 2026');
    expect(confirmedOn('2026-11-21T09:30:00Z', 'de')).toBe('21. Nov. 2026');
    expect(confirmedWhen(daysAgo(3), NOW, 'de')).toBe('vor 3 Tagen');
    expect(confirmedText(daysAgo(3), NOW, german)).toBe('Verfügbarkeit bestätigt: vor 3 Tagen');
  });

  it('asks the seller to confirm from the reminder day on, and always when paused', () => {
    expect(needsConfirmation('active', daysAgo(REMIND_AFTER_DAYS - 1, 23), NOW)).toBe(false);
    expect(needsConfirmation('active', daysAgo(REMIND_AFTER_DAYS), NOW)).toBe(true);
    expect(needsConfirmation('paused', daysAgo(40), NOW)).toBe(true);
    expect(needsConfirmation('sold', daysAgo(40), NOW)).toBe(false);
    expect(needsConfirmation('draft', null, NOW)).toBe(false);
  });

  it('names the day an unconfirmed listing will be paused', () => {
    expect(pauseDate('2026-11-01T10:00:00Z').toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(PAUSE_AFTER_DAYS - REMIND_AFTER_DAYS).toBe(9);
    expect(confirmationPrompt('active', '2026-11-01T10:00:00Z', english)).toBe(
      'Buyers want to know it is still for sale. Unless you confirm, it will be paused on 1 December 2026.',
    );
    expect(confirmationPrompt('paused', '2026-10-01T10:00:00Z', english)).toBe(
      'This listing is paused and hidden from buyers because it was not confirmed for 30 days.',
    );
  });

  it('asks in German on a German page, the day as Germans write it', () => {
    expect(confirmationPrompt('active', '2026-11-01T10:00:00Z', german)).toBe(
      'Käufer wollen wissen, ob das Fahrzeug noch zu haben ist. Ohne deine Bestätigung wird die Anzeige am 1. Dezember 2026 pausiert.',
    );
    expect(confirmationPrompt('paused', '2026-10-01T10:00:00Z', german)).toContain('ausgeblendet');
  });
});
