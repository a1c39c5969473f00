/**
 * What the on-demand pages' function itself answers for a page that does not
 * exist: the 404 page in the path's language, as Netlify serves a function's
 * response. Called directly, without the Netlify CLI in front (the CLI asks a
 * function's 404 again at `.html`, `/index.html`… and keeps the last answer,
 * which the rest-parameter routes answer in the same language; docs/security.md).
 * The paths need no database: their ids are not ids and the landing path does
 * not parse.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { requireTestBuild } from './build.ts';

requireTestBuild();

type Handler = (request: Request, context: { ip: string }) => Promise<Response>;

const entry = pathToFileURL(resolve(import.meta.dirname, '../../.netlify/v1/functions/ssr/ssr.mjs')).href;
const { default: handler } = (await import(entry)) as { default: Handler };

async function answer(path: string): Promise<{ status: number; html: string }> {
  const response = await handler(new Request(`http://localhost:8888${path}`), { ip: '127.0.0.1' });
  return { status: response.status, html: await response.text() };
}

const GERMAN = 'Hoppla! Diese Seite steht nicht in unserer Garage.';
const ENGLISH = 'Oops! The page you&#39;re looking for is not in our garage.';

describe('the on-demand pages’ 404', () => {
  it.each([
    '/de/vehicles/id/not-a-listing',
    '/de/vehicles/id/not-a-listing/index.htm',
    '/de/vehicles/id/5a1e0006-0000-4000-8000-000000000006/extra',
    '/de/sellers/not-a-seller',
    '/de/sellers/not-a-seller/index.html',
    '/de/vehicles/cars/volkswagen/golf/index.htm',
  ])('answers %s with the German 404 page', async (path) => {
    const { status, html } = await answer(path);
    expect(status).toBe(404);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(GERMAN);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it.each(['/vehicles/id/not-a-listing', '/vehicles/id/1/2', '/sellers/not-a-seller', '/vehicles/scooters/x/y.htm'])(
    'answers %s with the English 404 page',
    async (path) => {
      const { status, html } = await answer(path);
      expect(status).toBe(404);
      expect(html).toContain('<html lang="en"');
      expect(html).toContain(ENGLISH);
    },
  );
});
