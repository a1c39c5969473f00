/**
 * The home page's category tiles count the active listings of each listing
 * route, as the build saw them; once the page has loaded they are asked
 * again, as the listing pages check their first page, so a tile never says
 * fewer or more listings than the page it leads to.
 */
import { currentRouteTotal } from '../lib/data/listings';
import { VEHICLE_TYPES, type VehicleType } from '../lib/domain/constants';
import { toLocale } from '../i18n/locale';
import { countText } from '../i18n/translate';

const isVehicleType = (value: string | undefined): value is VehicleType => VEHICLE_TYPES.some((type) => type === value);

export function startCategoryCounts(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-category-count]')) {
    const type = element.dataset.categoryCount;
    if (!isVehicleType(type)) continue;
    void currentRouteTotal(type).then((total) => {
      // The tile carries its count's words in the page's language (CategoryTile.astro).
      const say = {
        'n.one': element.dataset.countOne ?? '{count}',
        'n.other': element.dataset.countOther ?? '{count}',
        locale: toLocale(doc.documentElement.lang),
      };
      if (total !== null) element.textContent = countText(say, 'n', total);
    });
  }
}
