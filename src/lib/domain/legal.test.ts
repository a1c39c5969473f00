import { describe, expect, it } from 'vitest';
import { legalSections } from './legal';

describe('legalSections', () => {
  it('reads the contents from numbered second-level headings, their ids kept', () => {
    expect(
      legalSections([
        { depth: 2, slug: 'scope', text: '1. Scope and provider' },
        { depth: 3, slug: 'detail', text: 'A detail' },
        { depth: 2, slug: 'our-role', text: '2. What we do — and what we don’t' },
      ]),
    ).toEqual([
      { id: 'scope', title: 'Scope and provider' },
      { id: 'our-role', title: 'What we do — and what we don’t' },
    ]);
  });

  it('refuses a heading out of sequence', () => {
    expect(() =>
      legalSections([
        { depth: 2, slug: 'a', text: '1. A' },
        { depth: 2, slug: 'c', text: '3. C' },
      ]),
    ).toThrow('should start with "2. "');
  });
});
