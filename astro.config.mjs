// @ts-check
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { securityHeaders } from './src/integrations/securityHeaders.ts';
import { siteOrigin } from './src/integrations/siteOrigin.ts';
import { ssrFunctionRoutes } from './src/integrations/ssrFunctionRoutes.ts';

/**
 * Registers `client:session` (hydrate only for visitors who may be signed in)
 * and `client:demand` (hydrate only once the page or the visitor needs it).
 * @type {import('astro').AstroIntegration}
 */
const clientDirectives = {
  name: 'client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'session', entrypoint: './src/lib/ui/sessionDirective.ts' });
      addClientDirective({ name: 'demand', entrypoint: './src/lib/ui/demandDirective.ts' });
    },
  },
};

/**
 * The on-demand pages' function renders with React's production build. Its
 * runtime (Netlify's, like AWS Lambda's) leaves NODE_ENV unset, and React
 * then loads its development build, which rendered a detail page about twice
 * as slowly (docs/PERFORMANCE.md). So the build bundles React into the
 * function with NODE_ENV fixed, instead of resolving it at run time.
 *
 * It bundles every other dependency too (all but sharp, a native module the
 * adapter copies beside the function). The Netlify CLI (`npm start`,
 * `npm run dev`, the browser tests) runs each invocation of a v2 function in
 * a new worker thread that imports the function afresh: left external, the
 * dependencies (supabase-js, zod, unstorage, Astro's runtime…) were ~330
 * files resolved, read and compiled on every request; bundled, the function
 * is ~25 chunks. That took about a quarter off an on-demand page's CPU time
 * through `npm start` (docs/PERFORMANCE.md, "Where the CLI's function
 * runtime spends a request"); on Netlify it only shortens a cold start.
 * @type {import('astro').AstroIntegration}
 */
const productionReact = {
  name: 'production-react',
  hooks: {
    'astro:config:setup': ({ command, updateConfig }) => {
      if (command !== 'build') return;
      updateConfig({
        vite: {
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true, external: ['sharp'] },
        },
      });
    },
  },
};

/**
 * Markdown (src/content) as the legal pages need it: `## 3. Your account {#accounts}` sets a heading's
 * id, and quotes and dashes stay as written instead of being turned into typographic ones.
 * @type {import('astro').AstroIntegration}
 */
const markdownFeatures = {
  name: 'markdown-features',
  hooks: {
    'astro:config:setup': ({ config }) => {
      // Astro's default processor (satteri) reads its parser features from here.
      const options = /** @type {{ features?: Record<string, unknown> }} */ (config.markdown.processor.options);
      options.features = { ...options.features, headingAttributes: true, smartPunctuation: false };
    },
  },
};

export default defineConfig({
  // Every page is prebuilt except routes marked `prerender = false` (listing details, the sitemap),
  // which the adapter bundles into one Netlify Function rendering them per request.
  output: 'static',
  adapter: netlify({ imageCDN: false, devFeatures: false }),
  // The site keeps no Astro sessions (sign-in is Supabase's, in the browser). Left on, the adapter
  // configures a Netlify Blobs session store whose driver (unstorage, node-fetch, 190 KB) the
  // function imported on every request (docs/PERFORMANCE.md).
  session: false,
  site: siteOrigin(process.env),
  // English at today's URLs, German under /de/ (docs/i18n.md). Pages read their locale from
  // Astro.currentLocale; the middleware's redirects are not needed (no prefixed default).
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'de'],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), clientDirectives, markdownFeatures, productionReact, securityHeaders(), ssrFunctionRoutes()],
  build: {
    // One stylesheet for every page, hashed and cached for a year: measured against inlining it
    // (docs/PERFORMANCE.md), first visits paint as early and every later page is ~10 KB lighter.
    inlineStylesheets: 'never',
  },
  vite: {
    plugins: [tailwindcss()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The layout's script (on every page) in one file with what it imports, including
                // Vite's dynamic-import helper, instead of a chain of small shared files fetched one
                // after another before the page settles (docs/PERFORMANCE.md, "What the first
                // screen waits for"). Islands that use the helper import it from this file, which
                // every page has already loaded.
                groups: [
                  { name: 'layout', test: /(\0vite\/preload-helper|BaseLayout\.astro\?astro&type=script)/ },
                  // The language helpers and formats every translated island reads: one small file, rather
                  // than a few hundred bytes each that the bundler splits off as the pages importing them vary.
                  { name: 'i18n', test: /src\/(i18n\/(locale|translate|active)|lib\/domain\/format)\.ts$/ },
                ],
              },
            },
          },
        },
      },
    },
  },
});
