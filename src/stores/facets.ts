/**
 * The filter panel's state on a listing page (the sidebar on wide screens,
 * the sheet on phones): a draft of the filters the visitor edits, the counts
 * of every option for that draft ("Diesel (42)", "Show 42 vehicles"), and
 * the check that a model in the URL exists for its make.
 */
import { atom, onMount } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import { forgetCounts, listingTotal, searchListingsAhead, vehicleFacets } from '../lib/data/listings';
import { currentYear } from '../lib/domain/constants';
import { resetFilters, withoutDefaultRanges, type VehicleFilters } from '../lib/domain/filters';
import type { FacetCounts } from '../lib/domain/searchFilters';
import { $filters, $listingReady, applyFilters, applyTarget, dropIgnored } from './filters';

/** Counts wait this long after the last change, so dragging a slider asks once. */
export const FACETS_DEBOUNCE_MS = 250;

export type FacetState =
  | { status: 'loading'; counts: FacetCounts | null }
  | { status: 'ready'; counts: FacetCounts }
  | { status: 'error'; counts: null; message: string };

export const $draft = atom<VehicleFilters>($filters.get());
export const $facets = atom<FacetState>({ status: 'loading', counts: null });

/** How many more active listings a search has outside the default price and year ranges. */
export interface OutsideDefaults {
  filters: VehicleFilters;
  count: number;
}
/** For the draft (the panel says it) and for the applied filters (the results header says it). */
export const $outsideDefaults = atom<{ draft: OutsideDefaults | null; applied: OutsideDefaults | null }>({
  draft: null,
  applied: null,
});

let timer: ReturnType<typeof setTimeout> | undefined;
let latest = 0;
/** The filters the counts on screen answer. */
let countedFor: VehicleFilters | null = null;
/** The results on screen: their filters and total. */
let shown: { filters: VehicleFilters; total: number } | null = null;
/** The filters already counted again because the results disagreed (once each, so two answers never ping-pong). */
let recountedFor: VehicleFilters | null = null;

/** The model in the applied filters is one the make does not have: drop it, with a note. */
function checkModel(applied: VehicleFilters, counts: FacetCounts): void {
  const model = applied.model;
  if (!model || applied.make === null || model in (counts.facets.model ?? {})) return;
  dropIgnored(
    { ...applied, model: null },
    { param: 'model', value: model, why: { code: 'noSuchModel', make: applied.make } },
  );
}

/**
 * A changed draft whose counts are on screen is likely to be applied next:
 * its first page is asked for now, so "Show N vehicles" paints without
 * waiting for the database. Not for a draft that gives nothing, or that
 * applying would take to another type's page (which loads its own).
 */
function askForResultsAhead(draft: VehicleFilters, counts: FacetCounts): void {
  const target = applyTarget(draft);
  if (target && counts.total > 0) searchListingsAhead(target.filters, target.sort);
}

/** The total of the same search with the default ranges opened (null: at no default, or unknown). */
async function totalWithoutDefaults(draft: VehicleFilters): Promise<number | null> {
  const wide = withoutDefaultRanges(draft, currentYear());
  if (wide === null) return null;
  try {
    return await listingTotal(wide);
  } catch {
    // The note is a hint: without its count the panel still works.
    return null;
  }
}

async function loadCounts(draft: VehicleFilters, call: number): Promise<void> {
  try {
    const [counts, wideTotal] = await Promise.all([vehicleFacets(draft), totalWithoutDefaults(draft)]);
    if (call !== latest) return;
    countedFor = draft;
    const outside = { filters: draft, count: wideTotal === null ? 0 : Math.max(0, wideTotal - counts.total) };
    $outsideDefaults.set({
      draft: outside,
      applied: draft === $filters.get() ? outside : $outsideDefaults.get().applied,
    });
    $facets.set({ status: 'ready', counts });
    reconcile();
    if (performance.getEntriesByName('facets:change').length > 0) {
      performance.measure('facets:change-to-counts', 'facets:change');
      performance.clearMarks('facets:change');
    }
    if (draft === $filters.get()) checkModel(draft, counts);
    else askForResultsAhead(draft, counts);
  } catch (error) {
    console.error('Failed to count the filter options', error);
    if (call === latest)
      $facets.set({ status: 'error', counts: null, message: messageOf(error, 'Counts unavailable') });
  }
}

/**
 * Counts for `draft` after `delay`. Any answer still on its way is for an
 * older draft from now on, so it is dropped when it arrives, even during the
 * pause: shown, it would say "Show 40 vehicles" for a draft that gives 18.
 */
function countSoon(draft: VehicleFilters, delay: number): void {
  clearTimeout(timer);
  latest += 1;
  const call = latest;
  $facets.set({ status: 'loading', counts: $facets.get().counts });
  timer = setTimeout(() => void loadCounts(draft, call), delay);
}

onMount($draft, () => {
  const followApplied = (applied: VehicleFilters) => {
    // Applying the draft: its counts are on screen already, and the results are what the page waits for.
    if (applied === $draft.get() && $facets.get().status === 'ready') {
      const { draft } = $outsideDefaults.get();
      if (draft?.filters === applied) $outsideDefaults.set({ draft, applied: draft });
      return;
    }
    $draft.set(applied);
    if ($listingReady.get()) countSoon(applied, 0);
  };
  const stopApplied = $filters.listen(followApplied);
  const stopReady = $listingReady.subscribe((ready) => {
    if (ready) followApplied($filters.get());
  });
  return () => {
    stopApplied();
    stopReady();
    clearTimeout(timer);
  };
});

/**
 * The results and the counts of the same filters disagree: the inventory
 * changed since the counts were read (the browser keeps them a minute, the
 * results are always asked afresh). Forget every kept count and count
 * again, so the heading, the panel and its button change together.
 */
function reconcile(): void {
  const state = $facets.get();
  if (shown === null || state.status !== 'ready' || countedFor !== shown.filters) return;
  if (state.counts.total === shown.total || recountedFor === shown.filters) return;
  recountedFor = shown.filters;
  forgetCounts();
  countSoon($draft.get(), 0);
}

/** The results island shows `total` results for `filters` (as the database answered just now). */
export function resultsShown(filters: VehicleFilters, total: number): void {
  shown = { filters, total };
  reconcile();
}

/** Change the draft; its counts follow after a short pause. */
export function editDraft(update: (current: VehicleFilters) => VehicleFilters): void {
  // The first change since the last counts starts the measure (bench/filter-paint.ts).
  if (performance.getEntriesByName('facets:change').length === 0) performance.mark('facets:change');
  const next = update($draft.get());
  $draft.set(next);
  countSoon(next, FACETS_DEBOUNCE_MS);
}

/** Show the results of the draft. */
export function applyDraft(): void {
  applyFilters($draft.get());
}

/** Reset: only the draft's type and the default ranges (the search term stays), applied at once. */
export function applyReset(year: number): void {
  applyFilters(resetFilters($draft.get(), year));
}

/** Forget the draft (Cancel, ×, Escape or a tap outside the sheet): the panel shows the applied filters again. */
export function discardDraft(): void {
  const applied = $filters.get();
  if ($draft.get() === applied) return;
  $draft.set(applied);
  if ($listingReady.get()) countSoon(applied, 0);
}
