import { afterEach, describe, expect, it } from 'vitest';
import { pick } from '../../i18n';
import { speak } from '../../i18n/active';
import { FORM_KEYS } from '../../islands/account/authStrings';
import { DataError, messageOf } from './errors';
import { installRefusalWords, refusalKey, refusalText } from './errorMessages';

installRefusalWords();

const refusal = (message: string, code?: string) => new DataError('op', message, code === undefined ? {} : { code });

describe('the database refusals in the visitor’s language', () => {
  afterEach(() => {
    speak(pick('en', FORM_KEYS));
  });

  it('maps known server messages to catalog keys, with their numbers', () => {
    expect(refusalKey({ message: 'You can create at most 10 listings at once.' })).toEqual({
      key: 'db.listingsAtOnce',
      vars: { max: '10' },
    });
    expect(refusalKey({ message: 'You can save up to 20 searches. Delete one to save another.' })?.key).toBe(
      'db.savedSearchLimit',
    );
    expect(refusalKey({ message: 'Names cannot include “Wheelhouse” or staff words such as Support' })?.key).toBe(
      'form.reservedName',
    );
    expect(refusalKey({ message: 'new row violates row-level security policy for table "vehicles"' })?.key).toBe(
      'db.refused',
    );
    expect(refusalKey({ message: 'email rate limit exceeded', status: 429 })?.key).toBe('db.rateLimited');
  });

  it('maps unknown refusals by their kind', () => {
    expect(refusalKey({ message: 'something', code: '42501' })?.key).toBe('db.refused');
    expect(refusalKey({ message: 'something', code: '23505' })?.key).toBe('db.duplicate');
    expect(refusalKey({ message: 'something', code: '23514' })?.key).toBe('db.invalid');
    expect(refusalKey({ message: 'something', status: 429 })?.key).toBe('db.rateLimited');
    expect(refusalKey({ message: 'Failed to fetch' })).toBeNull();
  });

  it('says a refusal in English as the server does', () => {
    expect(messageOf(refusal('You are creating listings too quickly. Please try again later.'), 'x')).toBe(
      'You are creating listings too quickly. Please try again later.',
    );
    expect(messageOf(refusal('some new check failed', 'XX000'), 'Please try again.')).toBe('some new check failed');
  });

  it('says it in German on a German page, numbers as German writes them', () => {
    speak(pick('de', FORM_KEYS));
    expect(messageOf(refusal('You are sending messages too quickly. Please wait a moment.'), 'x')).toBe(
      'Du schreibst zu schnell. Bitte warte einen Moment.',
    );
    expect(refusalText({ message: 'You can create at most 1000 listings at once.' }, '')).toBe(
      'Du kannst höchstens 1.000 Inserate auf einmal anlegen.',
    );
    // No English words on a German page: the caller's fallback, or a line by kind.
    expect(messageOf(refusal('some new check failed', 'XX000'), 'Bitte versuche es noch einmal.')).toBe(
      'Bitte versuche es noch einmal.',
    );
    expect(messageOf(refusal('value too long', '22001'), '')).toBe(
      'Einige Angaben wurden nicht angenommen. Prüfe sie und versuche es erneut.',
    );
  });
});

describe('the form rules in the visitor’s language', () => {
  afterEach(() => {
    speak(pick('en', FORM_KEYS));
  });

  it('says the sell form’s errors in German on a German page', async () => {
    const { validateListing } = await import('../domain/listingForm');
    const { emptyListingForm } = await import('../domain/listingSchema');
    const english = validateListing(emptyListingForm()).errors;
    expect(english.model).toBe('Enter the model');
    expect(english.price).toBe('Enter the price');
    speak(pick('de', FORM_KEYS));
    const german = validateListing({ ...emptyListingForm(), year: '1800', mileage: '-5' }).errors;
    expect(german.model).toBe('Gib das Modell ein');
    expect(german.year).toBe('Das Baujahr kann nicht vor 1900 liegen');
    expect(german.mileage).toBe('Der Kilometerstand darf nicht negativ sein');
    expect(german.place_id).toBe('Wähle deinen Ort oder deine Postleitzahl aus der Liste');
  });
});
