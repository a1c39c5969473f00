import { describe, expect, it } from 'vitest';
import { pick } from '../../i18n/index.ts';
import { PLACE_KEYS } from '../../islands/places/placeStrings.ts';
import { moveActive, suggestionsAnnouncement } from './combobox';

const english = pick('en', PLACE_KEYS);
const german = pick('de', PLACE_KEYS);

describe('moveActive', () => {
  it.each([
    [-1, 'ArrowDown', 0],
    [0, 'ArrowDown', 1],
    [2, 'ArrowDown', 0],
    [-1, 'ArrowUp', 2],
    [0, 'ArrowUp', 2],
    [2, 'ArrowUp', 1],
    [1, 'Home', 0],
    [0, 'End', 2],
    [1, 'a', 1],
  ])('from %s, %s moves to %s among three options', (active, key, next) => {
    expect(moveActive(active, 3, key)).toBe(next);
  });

  it('has nothing to move to without options', () => {
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('suggestionsAnnouncement', () => {
  it('says what is happening and how many places were found', () => {
    expect(suggestionsAnnouncement('idle', 0, '', english)).toBe('');
    expect(suggestionsAnnouncement('loading', 0, 'kö', english)).toBe('Searching places…');
    expect(suggestionsAnnouncement('ready', 1, 'köln', english)).toBe(
      '1 place found. Use the up and down arrow keys to choose.',
    );
    expect(suggestionsAnnouncement('ready', 8, 'b', english)).toMatch(/^8 places found/);
    expect(suggestionsAnnouncement('ready', 0, ' Atlantis ', english)).toBe(
      'No town or postcode in Germany matches “Atlantis”.',
    );
    expect(suggestionsAnnouncement('error', 0, 'x', english)).toMatch(/could not be loaded/);
  });

  it('says it in German on a German page', () => {
    expect(suggestionsAnnouncement('loading', 0, 'kö', german)).toBe('Orte werden gesucht …');
    expect(suggestionsAnnouncement('ready', 8, 'b', german)).toMatch(/^8 Orte gefunden/);
    expect(suggestionsAnnouncement('ready', 0, ' Atlantis ', german)).toBe(
      'Kein Ort und keine Postleitzahl in Deutschland passt zu „Atlantis“.',
    );
  });
});
