import { describe, expect, it } from 'vitest';
import { netlifyPath, withRoutePaths } from './ssrFunctionRoutes.ts';

const ENTRY = `
			export default createHandler({"notFoundContent":"<html></html>"});

			export const config = {
				includedFiles: ['**/*'],
				name: 'Astro SSR',
				path: '/*',
				preferStatic: true,
			};
		`;

const part = (content: string, dynamic = false) => ({ content, dynamic, spread: false });

describe('the SSR function routes', () => {
  it('name each on-demand route by its static segments, then a wildcard', () => {
    expect(netlifyPath([[part('vehicles')], [part('id')], [part('id', true)]])).toBe('/vehicles/id/*');
    expect(netlifyPath([[part('sitemap.xml')]])).toBe('/sitemap.xml');
    expect(netlifyPath([[part('sitemaps')], [part('file', true), part('.xml')]])).toBe('/sitemaps/*');
  });

  it('replace the catch-all route, so the API keeps its own functions', () => {
    const patched = withRoutePaths(ENTRY, ['/sellers/*', '/vehicles/id/*']);
    expect(patched).toContain(`\t\t\t\tpath: ["/sellers/*","/vehicles/id/*"],\n\t\t\t\tpreferStatic: true,`);
    expect(patched).not.toContain("'/*'");
  });

  it('fail the build when the adapter no longer writes the route as expected, or nothing is on demand', () => {
    expect(() => withRoutePaths(ENTRY.replace("path: '/*'", "path: '/**'"), ['/sellers/*'])).toThrow(/not found/);
    expect(() => withRoutePaths(ENTRY, [])).toThrow(/no on-demand route/);
  });
});
