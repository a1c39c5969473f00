import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pick } from '../../i18n/index.ts';
import { FILTER_PANEL_KEYS } from '../search/filterKeyLists.ts';

// The module keeps the shared sets: each test starts from a fresh copy of it.
const load = () => import('./pageWords.ts');

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('words a page shares with its islands', () => {
  it('renders the islands on the server with the set the page shared, in its language', async () => {
    const { pageWords, sharePageWords } = await load();
    const german = sharePageWords('filters', pick('de', FILTER_PANEL_KEYS));
    const english = sharePageWords('filters', pick('en', FILTER_PANEL_KEYS));
    expect(pageWords('filters', 'de')).toBe(german);
    expect(pageWords('filters', 'en')).toBe(english);
  });

  it("hydrates them in the browser from the page's one JSON copy, equal to what the server rendered with", async () => {
    const say = pick('de', FILTER_PANEL_KEYS);
    const querySelector = vi.fn(() => ({ textContent: JSON.stringify(say) }));
    vi.stubGlobal('document', { querySelector });
    const { pageWords } = await load();
    expect(pageWords('filters', 'de')).toEqual(say);
    pageWords('filters', 'de');
    expect(querySelector).toHaveBeenCalledTimes(1);
    expect(querySelector).toHaveBeenCalledWith('script[data-page-words="filters"]');
  });

  it('fails loudly when the page shared no such set', async () => {
    const { pageWords } = await load();
    expect(() => pageWords('filters', 'en')).toThrow('the page shares no "filters" words in en');
    vi.stubGlobal('document', { querySelector: () => null });
    expect(() => pageWords('filters', 'en')).toThrow('the page shares no "filters" words in en');
  });
});
