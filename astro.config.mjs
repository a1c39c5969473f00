// @ts-check
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { securityHeaders } from './src/integrations/securityHeaders.ts';

/**
 * Registers `client:session` (hydrate only for visitors who may be signed in).
 * @type {import('astro').AstroIntegration}
 */
const sessionDirective = {
  name: 'session-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'session', entrypoint: './src/lib/ui/sessionDirective.ts' });
    },
  },
};

export default defineConfig({
  // Every page is prebuilt except routes marked `prerender = false` (listing details, the sitemap),
  // which the adapter bundles into one Netlify Function rendering them per request.
  output: 'static',
  adapter: netlify({ imageCDN: false, devFeatures: false }),
  site: process.env['URL'] ?? 'http://localhost:8888',
  integrations: [react(), sessionDirective, securityHeaders()],
  build: {
    // One small stylesheet per page: inlining it saves a render-blocking request.
    inlineStylesheets: 'always',
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
