/**
 * Headers for pages rendered on demand. Netlify applies netlify.toml's and
 * dist/_headers' rules only to files it serves from the deploy, not to
 * function responses, so on-demand HTML gets the same security headers here
 * and a Content-Security-Policy with the hashes of the inline code it
 * actually carries. Prebuilt pages pass through untouched.
 */
import { defineMiddleware } from 'astro/middleware';
import { contentSecurityPolicy, inlineHashes } from './integrations/contentSecurityPolicy';
import { SUPABASE_URL } from './lib/data/config';

/** As netlify.toml's rule for /*. */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  // geolocation=(self): "Use my location" in the sell form and the search
  // asks for the position from our own pages; embedded frames still cannot.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered) return response;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', contentSecurityPolicy(SUPABASE_URL, inlineHashes(html)));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
