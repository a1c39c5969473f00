import { describe, expect, it } from 'vitest';
import { siteOrigin } from './siteOrigin.ts';

describe('the site origin', () => {
  it('is the deploy URL Netlify sets', () => {
    expect(siteOrigin({ URL: 'https://wheelhouse.netlify.app', SITE_PORT: '8890' })).toBe(
      'https://wheelhouse.netlify.app',
    );
    expect(siteOrigin({ URL: 'https://www.wheelhouse.example/' })).toBe('https://www.wheelhouse.example');
  });

  it('follows the port the site is served on locally', () => {
    expect(siteOrigin({ SITE_PORT: '8890' })).toBe('http://localhost:8890');
    expect(siteOrigin({ SITE_PORT: '4451' })).toBe('http://localhost:4451');
  });

  it('is the default port when none is named', () => {
    expect(siteOrigin({})).toBe('http://localhost:8888');
    expect(siteOrigin({ SITE_PORT: '', URL: '' })).toBe('http://localhost:8888');
  });

  it('refuses a port that is not a number', () => {
    expect(() => siteOrigin({ SITE_PORT: '88; rm' })).toThrow(/SITE_PORT/);
  });
});
