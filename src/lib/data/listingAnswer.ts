/**
 * What a listing's route answers (src/pages/vehicles/id/[...id].astro and its
 * German twin, docs/i18n.md): its status, cache headers and, for a listing
 * for sale, what the page shows. Both languages carry the same cache tags,
 * so the database's purges reach both.
 */
import { cacheHeaders, listingTag, sellerCardTag } from '../domain/cacheTags';
import { formatMileage, formatPrice } from '../domain/format';
import { fuelLabel } from '../domain/cardStrings';
import { listingImage } from '../domain/listingImage';
import { vehicleJsonLd } from '../domain/structuredData';
import { pick } from '../../i18n';
import { localePath, type Locale } from '../../i18n/locale';
import { DETAIL_KEYS } from '../../islands/listing/detailKeys';
import { loadListingPage, type ListingPageResult } from './listingPage';
import { serverRpc } from './serverApi';

/** Seconds a visitor is asked to wait before trying again when the database is unreachable. */
export const RETRY_AFTER = 30;

export interface ListingAnswer {
  page: ListingPageResult;
  /** The response's status: a paused listing's page answers 200 (never cached, noindex). */
  status: number;
  headers: Record<string, string>;
}

export async function answerListingPage(id: string): Promise<ListingAnswer> {
  const page = await loadListingPage(id, serverRpc());
  const insight = page.status === 200 ? page.insight : null;
  // The rating rests on its comparables: a change to any of them purges the page too.
  const comparableTags =
    insight?.status === 'ready'
      ? (insight.evidence?.comparables.map((comparable) => listingTag(comparable.id)) ?? [])
      : [];
  // The seller card's reply time changes without a listing change: its own tag purges every page showing it.
  const sellerCard =
    page.status === 200 && page.details.vehicle.sellerId ? [sellerCardTag(page.details.vehicle.sellerId)] : [];
  // The page shows its listing and the similar ones: a change to any of them purges it. A 410 is
  // purged if the listing ever comes back. A 404 shows the 404 page in the page's language (ListingPageView).
  const tags =
    page.status === 200
      ? [listingTag(id), ...sellerCard, ...page.similar.map((vehicle) => listingTag(vehicle.id)), ...comparableTags]
      : page.status === 410
        ? [listingTag(id)]
        : null;
  const headers = cacheHeaders(tags);
  if (page.status === 503) headers['Retry-After'] = String(RETRY_AFTER);
  // A paused listing's page answers 200: under the Netlify CLI a function's 404 is asked again at other
  // paths (docs/security.md), which would answer the plain 404 page instead of the seller's view.
  return { page, status: page.status === 404 && page.paused ? 200 : page.status, headers };
}

/** What the page of a listing for sale shows in a language: head, JSON-LD, the island's strings. */
export function listingView(page: Extract<ListingPageResult, { status: 200 }>, site: URL, locale: Locale) {
  const v = page.details.vehicle;
  const say = pick(locale, DETAIL_KEYS);
  const pageUrl = new URL(localePath(`/vehicles/id/${v.id}`, locale), site).href;
  const image = new URL(page.details.photos[0] ?? '/og-default.png', site).href;
  return {
    v,
    image,
    say,
    description: `${formatPrice(v.price, locale)} · ${String(v.year)} · ${formatMileage(v.mileage, locale)} · ${fuelLabel(say, v.fuelType)} · ${v.location}. ${v.description.slice(0, 120)}`,
    jsonLd: JSON.stringify(vehicleJsonLd(v, pageUrl, image, page.details.status === 'sold')).replace(/</g, '\\u003c'),
    details: page.details,
    similar: page.similar,
    insight: page.insight,
    // The first photo as the gallery asks for it: the preload must name the same file.
    cover: page.details.photos[0] ? listingImage(page.details.photos[0], 'gallery') : null,
  };
}
