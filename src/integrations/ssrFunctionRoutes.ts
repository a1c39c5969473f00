/**
 * Routes the on-demand pages' function to the on-demand pages only. The
 * Netlify adapter routes its SSR function on `/*` (static files first), at a
 * lower priority than the functions in netlify/functions, which Netlify's
 * edge honours; the Netlify CLI does not: it takes the first function it
 * registered whose path matches, and registers them as their bundles finish
 * unpacking. Once the SSR bundle became quick to unpack, `npm start` answered
 * /api/admin/*, /api/digest/unsubscribe and /api/saved-search-alerts with the
 * site's 404 page. Naming the on-demand routes instead (`/vehicles/id/*`,
 * `/sellers/*`, `/sitemap.xml`, `/sitemaps/*`) gives every path one function,
 * locally and on Netlify, and serves other unknown paths the prebuilt 404 page
 * from the CDN instead of invoking a function for it.
 *
 * Runs after the adapter has written the function (the adapter's hooks run
 * first) and fails the build if the adapter's config no longer looks as
 * expected, rather than deploying a function on a route nobody chose.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration, IntegrationResolvedRoute } from 'astro';

const SSR_ENTRY = '.netlify/v1/functions/ssr/ssr.mjs';
const CATCH_ALL = /(\n\s*)path: '\/\*',/;

type Segment = IntegrationResolvedRoute['segments'][number];

/**
 * The Netlify path of an on-demand route: its static segments as they are,
 * `*` from its first dynamic segment on (the page itself answers 404 to what
 * it does not know).
 */
export function netlifyPath(segments: readonly Segment[]): string {
  const parts: string[] = [];
  for (const segment of segments) {
    if (segment.some((part) => part.dynamic)) {
      parts.push('*');
      break;
    }
    parts.push(segment.map((part) => part.content).join(''));
  }
  return `/${parts.join('/')}`;
}

/** The entry's source with the catch-all route replaced by the on-demand routes' paths. */
export function withRoutePaths(source: string, paths: readonly string[]): string {
  if (paths.length === 0) throw new Error(`${SSR_ENTRY}: no on-demand route to serve`);
  const match = CATCH_ALL.exec(source);
  if (!match) throw new Error(`${SSR_ENTRY}: the SSR function's "path: '/*'" was not found; check the Netlify adapter`);
  return source.replace(CATCH_ALL, `${match[1] ?? '\n'}path: ${JSON.stringify(paths)},`);
}

export function ssrFunctionRoutes(): AstroIntegration {
  let root: URL | undefined;
  let paths: string[] = [];
  return {
    name: 'wheelhouse:ssr-function-routes',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:routes:resolved': ({ routes }) => {
        paths = [
          ...new Set(
            routes
              .filter((route) => !route.isPrerendered && route.origin === 'project')
              .map((route) => netlifyPath(route.segments)),
          ),
        ].sort();
      },
      'astro:build:done': async ({ logger }) => {
        if (!root) return;
        const entry = new URL(SSR_ENTRY, root);
        const source = await readFile(entry, 'utf8').catch(() => null);
        if (source === null) return;
        await writeFile(entry, withRoutePaths(source, paths));
        logger.info(`SSR function serves ${paths.join(', ')}`);
      },
    },
  };
}
