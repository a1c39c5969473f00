import type { Page } from '@playwright/test';

/**
 * Console errors (and uncaught exceptions) of the page from now on. A refused
 * request counts too: Chromium logs "Failed to load resource" as an error.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
