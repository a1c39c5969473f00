/** Driving the /sell form's steps, as a seller would. */
import type { Page } from '@playwright/test';
import { expect } from './test';

export const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;
export const FRONT = `${FIXTURES}scooter-front.jpg`;
export const SIDE = `${FIXTURES}scooter-side.png`;
export const NOT_AN_IMAGE = `${FIXTURES}notes.txt`;

/** Go to the next step and wait until its heading has focus. */
export async function nextStep(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeFocused();
}

export interface ScooterFields {
  title: string;
  make?: string;
  /** The body type's label as the form shows it. */
  bodyType?: string;
  model?: string;
  year?: number;
  price?: number;
  color?: string;
}

/** Fill the first two steps for a petrol scooter with ABS and a top box, ending on the Photos step. */
export async function fillScooter(page: Page, scooter: ScooterFields): Promise<void> {
  await page.getByLabel('Scooter').check();
  await page.getByLabel('Body type').selectOption({ label: scooter.bodyType ?? 'Step-through' });
  await page.getByLabel('Make').selectOption(scooter.make ?? 'Vespa');
  await page.getByLabel('Model').fill(scooter.model ?? 'Primavera 125');
  await page.getByLabel('Title').fill(scooter.title);
  await page.getByLabel('Year').fill(String(scooter.year ?? 2022));
  await nextStep(page, 'Details');
  await page.getByLabel('Price (€)').fill(String(scooter.price ?? 3900));
  await page.getByLabel('Mileage (km)').fill('4200');
  await page.getByLabel('Fuel type').selectOption('Petrol');
  await page.getByLabel('Transmission').selectOption('CVT');
  await page.getByLabel('Engine size (cc)').fill('125');
  await page.getByLabel('Colour').selectOption(scooter.color ?? 'Red');
  await page.getByLabel('ABS').check();
  await page.getByLabel('Top Box').check();
  await nextStep(page, 'Photos');
}

/**
 * Choose a place in the Location autocomplete with the keyboard: type, arrow
 * down to the option named `option`, Enter.
 */
export async function choosePlace(page: Page, typed: string, option: string | RegExp): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Location' });
  await field.fill(typed);
  const wanted = page.getByRole('option', { name: option });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 8 && (await wanted.getAttribute('aria-selected')) !== 'true'; presses += 1) {
    await field.press('ArrowDown');
  }
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Location suggestions' })).toBeHidden();
}
