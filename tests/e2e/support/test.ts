import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test`, failing any test during which the browser refused
 * something under the site's Content-Security-Policy (the e2e server applies
 * dist/_headers, so every page runs under the production policy).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        if (text.startsWith('CSP violation:') || text.includes('Content Security Policy')) violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
