/**
 * The site's origin for canonical URLs, Open Graph tags, robots.txt and the
 * sitemap (astro.config.mjs `site`): on Netlify the site's main address,
 * which Netlify sets as URL in builds and functions; locally the port the
 * site is served on (SITE_PORT, which `npm start`, `npm run dev` and the
 * browser tests' server set), so a checkout on another port links to itself.
 */
export const DEFAULT_SITE_PORT = 8888;

export function siteOrigin(env: Record<string, string | undefined>): string {
  const deployed = env.URL;
  if (deployed) return new URL(deployed).origin;
  const port = env.SITE_PORT || String(DEFAULT_SITE_PORT);
  if (!/^\d+$/.test(port)) throw new Error(`SITE_PORT must be a port number, not ${port}`);
  return `http://localhost:${port}`;
}
