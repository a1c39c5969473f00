import { describe, expect, it } from 'vitest';
import { moveActive, suggestionsAnnouncement } from './combobox';

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
    expect(suggestionsAnnouncement('idle', 0, '')).toBe('');
    expect(suggestionsAnnouncement('loading', 0, 'kö')).toBe('Searching places…');
    expect(suggestionsAnnouncement('ready', 1, 'köln')).toBe(
      '1 place found. Use the up and down arrow keys to choose.',
    );
    expect(suggestionsAnnouncement('ready', 8, 'b')).toMatch(/^8 places found/);
    expect(suggestionsAnnouncement('ready', 0, ' Atlantis ')).toBe(
      'No town or postcode in Germany matches “Atlantis”.',
    );
    expect(suggestionsAnnouncement('error', 0, 'x')).toMatch(/could not be loaded/);
  });
});
