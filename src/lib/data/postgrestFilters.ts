/**
 * PostgREST filter syntax for the listing search. The domain layer says what
 * must match (a word of the term); this module says how PostgREST is asked.
 */

/**
 * One `or=(…)` expression: the word is a whole word of the full-text index
 * (accents folded) or part of the trigram-indexed make, model or title. Words
 * come from `searchWords`, letters and digits only, so they never carry the
 * grammar's reserved characters (`,.:()"{}*\`).
 */
export function wordFilter(word: string): string {
  if (!/^[\p{L}\p{M}\p{N}]+$/u.test(word)) throw new Error(`wordFilter: not a search word: ${JSON.stringify(word)}`);
  return [
    `fts.wfts(simple_unaccent).${word}`,
    `make.ilike.*${word}*`,
    `model.ilike.*${word}*`,
    `title.ilike.*${word}*`,
  ].join(',');
}
