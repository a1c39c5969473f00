import { describe, expect, it } from 'vitest';
import { digestClaimSchema, digestMail, digestSubject, type Digest } from './digest';

const TOKEN = `11111111-1111-4111-8111-111111111111.${'a'.repeat(64)}`;
const OTHER_TOKEN = `22222222-2222-4222-8222-222222222222.${'b'.repeat(64)}`;
const SITE = 'https://wheelhouse.example';

const golf = { id: 'v1', title: '2019 Volkswagen Golf', price: 12_500, year: 2019, mileage: 85_000, location: 'Köln' };
const digest: Digest = {
  user_id: 'u1',
  email: 'buyer@example.test',
  claimed_at: '2026-11-25T00:00:00.123456+00:00',
  searches: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Golf <diesel> & co',
      type: 'car',
      query: 'make=Volkswagen&fuel=Diesel',
      total: 3,
      unsubscribe_token: TOKEN,
      matches: [golf, { ...golf, id: 'v2', title: '2018 Volkswagen Golf', price: 10_900 }],
    },
  ],
};

describe('the digest mail', () => {
  it('lists each new listing with its title, price and link, the first link opening the first listing', () => {
    const mail = digestMail(digest, SITE);
    expect(mail.to).toBe('buyer@example.test');
    expect(mail.subject).toBe('3 new vehicles match “Golf <diesel> & co”');
    expect(mail.text).toContain(
      '- 2019 Volkswagen Golf\n  €12,500 · 2019 · 85,000 km · Köln\n  https://wheelhouse.example/vehicles/id/v1',
    );
    expect(/https:\/\/\S+/.exec(mail.text)?.[0]).toBe(`${SITE}/vehicles/id/v1`);
    expect(mail.text).toContain(`See 1 more: ${SITE}/vehicles/cars?make=Volkswagen&fuel=Diesel`);
  });

  it('links to the unsubscribe page and offers one-click unsubscribe for every search in the mail', () => {
    const [first] = digest.searches;
    if (!first) throw new Error('no search');
    const two: Digest = {
      ...digest,
      searches: [first, { ...first, id: 's2', name: 'Scooters', type: null, total: 1, unsubscribe_token: OTHER_TOKEN }],
    };
    const mail = digestMail(two, SITE);
    expect(mail.text).toContain(
      `Stop the daily e-mail for “Golf <diesel> & co”: ${SITE}/saved-searches/unsubscribe/?token=${TOKEN}`,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${SITE}/api/digest/unsubscribe?token=${TOKEN}&token=${OTHER_TOKEN}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.subject).toBe('4 new vehicles match your saved searches');
  });

  it('is written in the account’s language, its links to the German pages', () => {
    const mail = digestMail({ ...digest, locale: 'de' }, SITE);
    expect(mail.subject).toBe('3 neue Fahrzeuge passen zu „Golf <diesel> & co“');
    expect(mail.text).toContain('Neue Inserate passen zu deinen gespeicherten Suchen auf Wheelhouse.');
    // Intl writes a no-break space before € and km.
    expect(mail.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      '- 2019 Volkswagen Golf\n  12.500 € · 2019 · 85.000 km · Köln\n  https://wheelhouse.example/de/vehicles/id/v1',
    );
    expect(mail.text).toContain(`1 weitere ansehen: ${SITE}/de/vehicles/cars?make=Volkswagen&fuel=Diesel`);
    expect(mail.text).toContain(`Gespeicherte Suchen verwalten: ${SITE}/de/favorites`);
    expect(mail.html).toContain('<html lang="de">');
  });

  it('escapes what sellers and users wrote in the HTML version', () => {
    const mail = digestMail(digest, SITE);
    expect(mail.html).toContain('“Golf &lt;diesel&gt; &amp; co”');
    expect(mail.html).not.toContain('<diesel>');
    expect(mail.html).toContain(`<a href="${SITE}/vehicles/id/v1"`);
  });

  it('says one vehicle in the singular', () => {
    expect(digestSubject([{ name: 'Vespa', total: 1 }])).toBe('1 new vehicle matches “Vespa”');
  });

  it('refuses a claim whose digests lack what the mail needs', () => {
    expect(digestClaimSchema.safeParse({ recipients: 1, digests: [digest] }).success).toBe(true);
    const noMatches = { ...digest, searches: [{ ...digest.searches[0], matches: [] }] };
    expect(digestClaimSchema.safeParse({ recipients: 1, digests: [noMatches] }).success).toBe(false);
    const badToken = { ...digest, searches: [{ ...digest.searches[0], unsubscribe_token: 'x' }] };
    expect(digestClaimSchema.safeParse({ recipients: 1, digests: [badToken] }).success).toBe(false);
  });
});
