import { describe, expect, it } from 'vitest';
import { wordFilter } from './postgrestFilters.ts';

describe('wordFilter', () => {
  it('asks for the word in the full-text index or in part of make, model or title', () => {
    expect(wordFilter('golf')).toBe(
      'fts.wfts(simple_unaccent).golf,make.ilike.*golf*,model.ilike.*golf*,title.ilike.*golf*',
    );
    expect(wordFilter('Citroën')).toContain('title.ilike.*Citroën*');
  });

  it.each(['', 'a,b', 'x)', '{a}', 'a*', 'a b'])('refuses %j, which would change the grammar', (word) => {
    expect(() => wordFilter(word)).toThrow(/not a search word/);
  });
});
