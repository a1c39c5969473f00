/**
 * Keeps a listing page's server-rendered cards in step with the filters in
 * the URL: non-matching cards are hidden, the count is updated, and the empty
 * state shows when nothing matches.
 */
import { FILTER_TYPES } from '../domain/constants';
import { matchesFilters } from '../domain/filters';
import { pluralize } from '../domain/format';
import { SAMPLE_VEHICLES } from '../domain/sampleVehicles';
import { $filters, initFiltersFromLocation } from '../../stores/filters';

export function bindListingResults(root: Document): void {
  const section = root.querySelector<HTMLElement>('[data-listing]');
  const type = FILTER_TYPES.find((t) => t === section?.dataset.listing);
  if (!section || !type) return;

  const count = section.querySelector<HTMLElement>('[data-results-count]');
  const results = section.querySelector<HTMLElement>('[data-results]');
  const empty = section.querySelector<HTMLElement>('[data-empty-state]');
  const items = [...section.querySelectorAll<HTMLElement>('[data-vehicle-item]')];
  const byId = new Map(SAMPLE_VEHICLES.map((v) => [v.id, v]));

  $filters.subscribe((filters) => {
    let shown = 0;
    for (const item of items) {
      const vehicle = byId.get(item.dataset.vehicleItem ?? '');
      const match = vehicle !== undefined && matchesFilters(vehicle, filters);
      item.hidden = !match;
      if (match) shown += 1;
    }
    if (count) count.textContent = pluralize(shown, 'vehicle');
    if (results) results.hidden = shown === 0;
    if (empty) empty.hidden = shown > 0;
  });

  initFiltersFromLocation(type);
}
