/**
 * The filter islands' words (src/lib/domain/filterWords.ts), provided at each
 * island's root (FilterSidebar, ListingSearch, VehicleSearch) from the strings
 * the page picked, and read by the panel's fields with `useFilterWords()`.
 */
import { createContext, useContext } from 'react';
import type { FilterWords } from '../../lib/domain/filterWords';

export const FilterWordsContext = createContext<FilterWords | null>(null);

export function useFilterWords(): FilterWords {
  const words = useContext(FilterWordsContext);
  if (words === null) throw new Error('useFilterWords: no FilterWordsContext above this component');
  return words;
}
