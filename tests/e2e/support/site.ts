import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PASSWORD, createUser, storedSession, uniqueEmail } from './backend';

/**
 * Open a page and wait until its islands have hydrated (client:session
 * islands hydrate only for signed-in visitors, client:demand ones only once
 * needed or touched, and client:visible ones only once shown, such as the
 * listing filter sidebar on wide screens: those are not awaited).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('load');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('astro-island[ssr]')].filter((island) => {
            const client = island.getAttribute('client');
            if (client === 'session' || client === 'demand') return false;
            return client !== 'visible' || (island.firstElementChild?.getClientRects().length ?? 0) > 0;
          }).length,
      ),
    )
    .toBe(0);
}

/** Sign in through the sign-in form (the page then moves on by itself). */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openPage(page, '/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The search form with its Advanced Filters popover. */
export class SearchForm {
  readonly page: Page;
  readonly form: Locator;
  readonly input: Locator;
  readonly filtersButton: Locator;
  readonly dialog: Locator;
  readonly badge: Locator;

  constructor(page: Page) {
    this.page = page;
    this.form = page.getByRole('search');
    this.input = this.form.getByRole('searchbox', { name: 'Search vehicles' });
    this.filtersButton = this.form.getByRole('button', { name: /Advanced Filters/ });
    this.dialog = page.getByRole('dialog', { name: 'Advanced Filters' });
    this.badge = this.form.getByTestId('active-filter-count');
  }

  async openFilters(): Promise<void> {
    await this.filtersButton.click();
    await expect(this.dialog).toBeVisible();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async choose(label: string, option: string): Promise<void> {
    await this.field(label).selectOption({ label: option });
  }

  /** Move a range handle with the keyboard, as a keyboard user would. */
  async nudge(label: string, key: 'ArrowLeft' | 'ArrowRight', times: number): Promise<void> {
    const handle = this.field(label);
    await handle.focus();
    for (let i = 0; i < times; i += 1) await handle.press(key);
  }

  async pressButton(name: 'Apply' | 'Reset' | 'Cancel'): Promise<void> {
    await this.dialog.getByRole('button', { name, exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Search', exact: true }).click();
  }
}

/**
 * A listing page's filters with their counts: the sidebar beside the results
 * on wide screens, the sheet the search form's Advanced Filters opens on phones.
 */
export class ListingFilters {
  readonly page: Page;
  readonly panel: Locator;
  readonly showButton: Locator;

  constructor(page: Page, where: 'sidebar' | 'sheet' = 'sidebar') {
    this.page = page;
    this.panel =
      where === 'sidebar'
        ? page.getByRole('complementary', { name: 'Filters' })
        : page.getByRole('dialog', { name: 'Advanced Filters' });
    this.showButton = this.panel.getByTestId('show-results');
  }

  field(label: string): Locator {
    return this.panel.getByLabel(label, { exact: true });
  }

  /** The label of an option, counts included ("Diesel (42)"), once the counts are in. */
  async optionLabel(label: string, value: string): Promise<string> {
    await this.settled();
    const option = this.field(label).locator(`option[value="${value}"]`);
    return (await option.textContent()) ?? '';
  }

  /**
   * Choose an option by its value (its label carries a count that changes). A change waits until the
   * counts are on their way (or already in), so the next settled() waits for this draft's counts, not the last ones.
   */
  async choose(label: string, value: string): Promise<void> {
    const field = this.field(label);
    const before = await field.inputValue();
    await field.selectOption(value);
    if (before === value) return;
    // Counts the browser kept answer at once, and the button may never render busy: not seeing it within a
    // moment means the answer is in already (a request keeps it busy for at least the panel's pause).
    await expect(this.showButton)
      .toHaveAttribute('aria-busy', 'true', { timeout: 1_500 })
      .catch(() => undefined);
  }

  /** Move a range handle with the keyboard, as a keyboard user would. */
  async nudge(label: string, key: 'ArrowLeft' | 'ArrowRight', times: number): Promise<void> {
    const handle = this.field(label);
    await handle.focus();
    for (let i = 0; i < times; i += 1) await handle.press(key);
  }

  /** Wait until the counts for the current draft have arrived. */
  async settled(): Promise<void> {
    await expect(this.showButton).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.showButton).toHaveText(/^Show [\d,]+ vehicles?$/);
  }

  /** The number on "Show N vehicles", once the counts are in. */
  async shownCount(): Promise<number> {
    await this.settled();
    return Number(((await this.showButton.textContent()) ?? '').replace(/[^0-9]/g, ''));
  }

  async show(): Promise<void> {
    await this.settled();
    await this.showButton.click();
  }
}

/** The count in an option's label: "Diesel (42)" → 42. */
export function countIn(label: string): number {
  return Number(/\(([\d,]+)\)$/.exec(label)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

/** Titles of the visible vehicle cards, in page order. */
export async function visibleCardTitles(page: Page): Promise<string[]> {
  return page
    .locator('[data-vehicle-item]:visible article h2, [data-vehicle-item]:visible article h3')
    .allTextContents();
}

/** The number in the results heading ("127 vehicles"), once the results are settled (see settledTitles). */
export async function resultCount(page: Page): Promise<number> {
  await settledTitles(page);
  const text = await page.locator('[data-results-count]').textContent();
  return Number((text ?? '').replace(/[^0-9]/g, ''));
}

/** Titles of the results once the results island shows the answer for the state in the URL. */
export async function settledTitles(page: Page): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const results = document.querySelector('[data-results-target]');
        return (
          results !== null && results.getAttribute('data-results-for') === results.getAttribute('data-results-target')
        );
      }),
    )
    .toBe(true);
  return visibleCardTitles(page);
}

/**
 * Sign this page's browser in without the form, for tests whose subject is not signing in: the site's first
 * page already finds the session the site's client stores on signing in (storedSession), so it opens signed
 * in without a trip through /auth. The entry is written by an init script, before the page's own scripts run,
 * which steps aside once a page has loaded: from then on the browser keeps the entry, or drops it on signing
 * out, as after any sign-in. (Playwright's storageState writes it from a page of its own: half a second or more.)
 * The tests of signing in and of coming back after it (accounts.spec.ts, the redirects in sell, messages and
 * saved-searches, the German sign-in) use the form.
 */
export async function signInDirectly(page: Page, email: string, password = PASSWORD): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const script = await page.context().addInitScript(
    ({ origin, name, value }) => {
      if (window.location.origin === origin && window.localStorage.getItem(name) === null) {
        window.localStorage.setItem(name, value);
      }
    },
    { origin, ...(await storedSession(email, password)) },
  );
  page.once('load', () => {
    script.dispose().catch(() => undefined);
  });
}

/** Sign in through the /auth form and wait for the signed-in header. */
export async function signInAs(page: Page, email: string, password: string, firstName: string): Promise<void> {
  await signIn(page, email, password);
  await expect(page.getByRole('button', { name: `Account menu for ${firstName}` })).toBeVisible({ timeout: 15_000 });
}

/** A toast by its title. */
export const toast = (page: Page, title: string): Locator =>
  page.locator('[data-toaster]').getByText(title, { exact: true });

/** A new user with this first name, signed in on this page without the form (signInDirectly). */
export async function signInNewUser(page: Page, firstName: string): Promise<{ email: string; id: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const id = await createUser(email, firstName);
  await signInDirectly(page, email);
  return { email, id };
}

/**
 * A new user, signed in (without the form: signInDirectly), in a browser of their own. The context goes into
 * `contexts`, which the spec closes after each test (so live connections end too).
 */
export async function signedInBrowser(
  browser: Browser,
  firstName: string,
  contexts: BrowserContext[],
): Promise<{ page: Page; email: string; id: string }> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  return { page, ...(await signInNewUser(page, firstName)) };
}

/**
 * How far the page reaches past the layout viewport's right edge (0 when nothing sticks out). Measured
 * against clientWidth: a phone zooms out to show what overflows, so innerWidth would grow with it.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
