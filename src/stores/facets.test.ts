import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehicleFilters } from '../lib/domain/filters';
import { defaultFilters } from '../lib/domain/filters';
import type { FacetCounts } from '../lib/domain/searchFilters';

/** Each count request, answered when the test says so. */
const asked: { draft: VehicleFilters; answer: (counts: FacetCounts) => void }[] = [];
/** The total the database gives a search with the default ranges opened. */
let wideTotal = 0;

vi.mock('../lib/data/listings', () => ({
  vehicleFacets: (draft: VehicleFilters) =>
    new Promise<FacetCounts>((resolve) => {
      asked.push({ draft, answer: resolve });
    }),
  searchListingsAhead: vi.fn(),
  forgetCounts: vi.fn(),
  listingTotal: () => Promise.resolve(wideTotal),
}));

vi.mock('./filters', () => ({
  $filters: atom(defaultFilters),
  $listingReady: atom(true),
  applyFilters: vi.fn(),
  applyTarget: () => null,
  dropIgnored: vi.fn(),
}));

const { $draft, $facets, $outsideDefaults, FACETS_DEBOUNCE_MS, editDraft, resultsShown } = await import('./facets.ts');
const { $filters } = await import('./filters');
const { forgetCounts } = await import('../lib/data/listings');

const counts = (total: number): FacetCounts =>
  ({ total, type: {}, make: {}, model: {}, fuelType: {}, transmission: {}, color: {} }) as unknown as FacetCounts;

describe('the counts of the draft', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    stop = $draft.listen(() => undefined);
    asked.length = 0;
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('never show an older draft’s answer that arrives while the newer one waits its pause', async () => {
    editDraft((current) => ({ ...current, fuelType: 'Diesel' }));
    await vi.advanceTimersByTimeAsync(FACETS_DEBOUNCE_MS);
    expect(asked).toHaveLength(1);

    // The buyer changes the draft again while the first answer is on its way.
    editDraft((current) => ({ ...current, transmission: 'Manual' }));
    asked[0]?.answer(counts(40));
    await vi.advanceTimersByTimeAsync(0);
    expect($facets.get().status).toBe('loading');

    await vi.advanceTimersByTimeAsync(FACETS_DEBOUNCE_MS);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.draft).toMatchObject({ fuelType: 'Diesel', transmission: 'Manual' });
    asked[1]?.answer(counts(18));
    await vi.advanceTimersByTimeAsync(0);
    expect($facets.get()).toMatchObject({ status: 'ready', counts: { total: 18 } });
  });

  it('show the answer of the draft they were asked for', async () => {
    editDraft((current) => ({ ...current, color: 'Red' }));
    expect($facets.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(FACETS_DEBOUNCE_MS);
    asked[0]?.answer(counts(7));
    await vi.advanceTimersByTimeAsync(0);
    expect($facets.get()).toMatchObject({ status: 'ready', counts: { total: 7 } });
  });

  it('are counted again, without the kept answers, when the results of the same filters give another total', async () => {
    const applied = { ...$draft.get(), make: 'BMW' };
    $filters.set(applied);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.at(-1)?.draft).toBe(applied);
    asked.at(-1)?.answer(counts(152));
    await vi.advanceTimersByTimeAsync(0);
    expect($facets.get()).toMatchObject({ status: 'ready', counts: { total: 152 } });
    const before = asked.length;

    // The results, asked afresh, count a listing published since the kept counts were read.
    resultsShown(applied, 153);
    expect(forgetCounts).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(before + 1);
    asked.at(-1)?.answer(counts(153));
    await vi.advanceTimersByTimeAsync(0);
    expect($facets.get()).toMatchObject({ status: 'ready', counts: { total: 153 } });

    // Agreeing totals ask nothing more; a disagreement that persists is counted again only once.
    resultsShown(applied, 153);
    resultsShown(applied, 154);
    await vi.advanceTimersByTimeAsync(FACETS_DEBOUNCE_MS);
    expect(asked).toHaveLength(before + 1);
    expect(forgetCounts).toHaveBeenCalledOnce();
  });

  it('say how many more listings the default ranges hide, for the draft and for the applied filters', async () => {
    wideTotal = 155;
    const applied = { ...defaultFilters('car'), make: 'Audi' };
    $filters.set(applied);
    await vi.advanceTimersByTimeAsync(0);
    asked.at(-1)?.answer(counts(152));
    await vi.advanceTimersByTimeAsync(0);
    const three = { filters: applied, count: 3 };
    expect($outsideDefaults.get()).toEqual({ draft: three, applied: three });

    // A buyer who moves the price sees what they chose; the results header still speaks of the applied search.
    editDraft((current) => ({ ...current, maxPrice: 30_000 }));
    await vi.advanceTimersByTimeAsync(FACETS_DEBOUNCE_MS);
    asked.at(-1)?.answer(counts(100));
    await vi.advanceTimersByTimeAsync(0);
    expect($outsideDefaults.get()).toEqual({ draft: { filters: $draft.get(), count: 0 }, applied: three });
    wideTotal = 0;
  });
});
