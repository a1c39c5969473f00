// @ts-check
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
  output: 'static',
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
