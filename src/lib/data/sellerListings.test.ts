import { describe, expect, it } from 'vitest';
import { termFilters } from './sellerListings.ts';

describe('termFilters', () => {
  it('needs every word in the title, make or model, without PostgREST syntax from the term', () => {
    expect(termFilters('Golf (GTI),')).toEqual([
      'title.ilike.*Golf*,make.ilike.*Golf*,model.ilike.*Golf*',
      'title.ilike.*GTI*,make.ilike.*GTI*,model.ilike.*GTI*',
    ]);
    expect(termFilters('   ')).toEqual([]);
  });
});
