/** robots.txt: everything public may be crawled; account pages are not worth it. */
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const origin = site ?? new URL('http://localhost:8888');
  const body = [
    'User-agent: *',
    'Disallow: /auth',
    'Disallow: /profile',
    'Disallow: /favorites',
    'Disallow: /messages',
    'Disallow: /sell',
    'Disallow: /seller-dashboard',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
