/**
 * The listing's page island's strings for the components below it
 * (docs/i18n.md): VehicleLoader provides what the page picked (DETAIL_KEYS,
 * detailKeys.ts) and they read `useDetailStrings()`.
 */
import { createContext, useContext } from 'react';
import type { DetailStrings } from './detailKeys';

export type { DetailStrings } from './detailKeys';

export const DetailStringsContext = createContext<DetailStrings | null>(null);

/** The detail island's strings, from VehicleLoader. */
export function useDetailStrings(): DetailStrings {
  const say = useContext(DetailStringsContext);
  if (say === null) throw new Error('useDetailStrings: no DetailStringsContext above this component');
  return say;
}
