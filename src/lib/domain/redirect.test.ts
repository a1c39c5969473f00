import { describe, expect, it } from 'vitest';
import { returnPath, safeRedirect } from './redirect.ts';

const ORIGIN = 'https://wheelhouse.example';

/** What URLSearchParams hands the sign-in page for a raw query value. */
function fromQuery(raw: string): string | null {
  return new URLSearchParams(`redirect=${raw}`).get('redirect');
}

describe('safeRedirect', () => {
  it.each([
    ['/favorites', '/favorites'],
    ['/vehicles/cars?make=BMW&page=2', '/vehicles/cars?make=BMW&page=2'],
    ['/messages?id=42#latest', '/messages?id=42#latest'],
    [`${ORIGIN}/sell`, '/sell'],
    ['/vehicles/../profile', '/profile'],
  ])('keeps the same-origin path %s', (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });

  it.each([
    ['//evil.example', 'a protocol-relative URL'],
    ['//evil.example/auth', 'a protocol-relative URL with a path'],
    ['/\\evil.example', 'a slash and backslash, read by browsers as //'],
    ['\\\\evil.example', 'two backslashes'],
    ['/\t/evil.example', 'a tab between the slashes'],
    ['/\n/evil.example', 'a line break between the slashes'],
    ['/\r\n/evil.example', 'a CRLF between the slashes'],
    [' //evil.example', 'leading white space'],
    ['/.//evil.example', 'a dot segment that leaves //host as the path'],
    ['https://evil.example/', 'another origin'],
    ['http://wheelhouse.example/', 'the same host over another scheme'],
    ['https://wheelhouse.example.evil.example/', 'a look-alike host'],
    ['https://wheelhouse.example@evil.example/', 'credentials in front of another host'],
    ['javascript:alert(document.cookie)', 'a javascript: URL'],
    ['JaVaScRiPt:alert(1)', 'a javascript: URL in mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'a data: URL'],
    ['/auth', 'the sign-in page itself'],
    ['/auth?tab=signup', 'the sign-up tab'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (target) => {
    expect(safeRedirect(target, ORIGIN)).toBe('/');
  });

  it.each([
    ['%2F%2Fevil.example', 'encoded slashes'],
    ['%2F%5Cevil.example', 'an encoded slash and backslash'],
    ['%2F%0A%2Fevil.example', 'an encoded line break'],
    ['%2F%0D%0A%2Fevil.example', 'an encoded CRLF'],
    ['%2F%09%2Fevil.example', 'an encoded tab'],
    ['%20%2F%2Fevil.example', 'an encoded leading space'],
    ['javascript%3Aalert(1)', 'an encoded javascript: URL'],
  ])('refuses the query value %s (%s) once decoded', (raw) => {
    expect(safeRedirect(fromQuery(raw), ORIGIN)).toBe('/');
  });

  it('keeps a doubly encoded value on the origin as a harmless path', () => {
    const target = fromQuery('%252F%252Fevil.example');
    expect(target).toBe('%2F%2Fevil.example');
    expect(safeRedirect(target, ORIGIN)).toBe('/%2F%2Fevil.example');
  });

  it('falls back home without a target', () => {
    expect(safeRedirect(null, ORIGIN)).toBe('/');
    expect(safeRedirect(undefined, ORIGIN)).toBe('/');
  });
});

describe('returnPath', () => {
  it.each([
    { search: '?redirect=%2Fsell', referrer: `${ORIGIN}/favorites`, expected: '/sell', why: 'the query wins' },
    { search: '?redirect=%2F%2Fevil.example', referrer: '', expected: '/', why: 'an off-site query goes home' },
    {
      search: '',
      referrer: `${ORIGIN}/vehicles/cars?make=BMW`,
      expected: '/vehicles/cars?make=BMW',
      why: 'same-site referrer',
    },
    { search: '?tab=signup', referrer: `${ORIGIN}/auth?tab=reset`, expected: '/', why: 'never back to /auth' },
    { search: '', referrer: 'https://other.example/sell', expected: '/', why: 'another site' },
    { search: '', referrer: '', expected: '/', why: 'no referrer' },
    { search: '?redirect=', referrer: `${ORIGIN}/messages`, expected: '/messages', why: 'an empty query' },
  ])('$why: $search from $referrer goes to $expected', ({ search, referrer, expected }) => {
    expect(returnPath(search, referrer, ORIGIN)).toBe(expected);
  });
});
