/** The sitemap: the static pages and every listing that existed at build time. */
import type { APIRoute } from 'astro';
import { buildClient } from '../lib/data/buildClient';
import { visibleVehicleIds } from '../lib/data/vehicles';

const STATIC_PATHS = [
  '/',
  '/vehicles/all',
  '/vehicles/cars',
  '/vehicles/scooters',
  '/about',
  '/contact',
  '/careers',
  '/terms',
  '/privacy',
  '/cookies',
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL('http://localhost:8888');
  const listings = await visibleVehicleIds(buildClient());
  const urls = [
    ...STATIC_PATHS.map((path) => `<url><loc>${escape(new URL(path, origin).href)}</loc></url>`),
    ...listings.map(
      ({ id, updatedAt }) =>
        `<url><loc>${escape(new URL(`/vehicles/id/${id}`, origin).href)}</loc><lastmod>${updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    { headers: { 'content-type': 'application/xml; charset=utf-8' } },
  );
};
