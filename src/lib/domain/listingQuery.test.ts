import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, pageWindow, parseSortAndPage, searchWords } from './listingQuery.ts';

describe('searchWords', () => {
  it.each([
    ['  a4,avant (2.0) "tdi"*  ', ['a4', 'avant', '2', '0', 'tdi']],
    ['{golf}', ['golf']],
    ['golf{,}[a]', ['golf', 'a']],
    ['%_\\:;|&!<>=~^$#@/?+', []],
    ['Škoda Citroën', ['Škoda', 'Citroën']],
    ['', []],
  ])('splits %j into words of letters and digits only', (term, words) => {
    expect(searchWords(term)).toEqual(words);
  });

  it('keeps at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('order and pages', () => {
  it('turns a page number into a row range and a total into a page count', () => {
    expect(pageRange(1)).toEqual({ from: 0, to: 23 });
    expect(pageRange(3)).toEqual({ from: 48, to: 71 });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });

  it('reads sort and page from the URL, ignoring nonsense and saying so', () => {
    expect(parseSortAndPage(new URLSearchParams('sort=price-desc&page=3'))).toEqual({
      sort: 'price-desc',
      page: 3,
      ignored: [],
    });
    expect(parseSortAndPage(new URLSearchParams('sort=cheapest&page=-2'))).toEqual({
      sort: 'newest',
      page: 1,
      ignored: [
        { param: 'sort', value: 'cheapest', why: { code: 'noSuchSort' } },
        { param: 'page', value: '-2', why: { code: 'notPage' } },
      ],
    });
    expect(parseSortAndPage(new URLSearchParams('page=abc'))).toMatchObject({ sort: 'newest', page: 1 });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'treats the prototype key %s as an unknown sort',
    (sort) => {
      expect(parseSortAndPage(new URLSearchParams({ sort }))).toMatchObject({ sort: 'newest', page: 1 });
    },
  );
});

describe('pageWindow', () => {
  it('offers the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 6)).toEqual([1, 2, null, 6]);
    expect(pageWindow(4, 8)).toEqual([1, null, 3, 4, 5, null, 8]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });
});
