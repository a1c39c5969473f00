import { routeForType } from '../../lib/domain/routes';
import type { Vehicle } from '../../lib/domain/vehicle';
import { useDetailStrings } from './detailStrings';
import { localePath } from '../../i18n/locale';

/** Home / Cars / the listing's title. */
export default function ListingBreadcrumb({ vehicle: v }: { vehicle: Vehicle }) {
  const say = useDetailStrings();
  return (
    <nav aria-label={say['detail.breadcrumb']} className="mb-5 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <a href={localePath('/', say.locale)} className="hover:text-brand-700 hover:underline">
            {say['detail.home']}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <a href={localePath(routeForType(v.type), say.locale)} className="hover:text-brand-700 hover:underline">
            {say[v.type === 'car' ? 'listing.titleCar' : 'listing.titleScooter']}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="max-w-full min-w-0 truncate text-ink">
          {v.title}
        </li>
      </ol>
    </nav>
  );
}
