import { TYPE_LABELS } from '../../lib/domain/constants';
import { routeForType } from '../../lib/domain/routes';
import type { Vehicle } from '../../lib/domain/vehicle';

/** Home / Cars / the listing's title. */
export default function ListingBreadcrumb({ vehicle: v }: { vehicle: Vehicle }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-5 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <a href="/" className="hover:text-brand-700 hover:underline">
            Home
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <a href={routeForType(v.type)} className="hover:text-brand-700 hover:underline">
            {TYPE_LABELS[v.type]}
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
