/**
 * The strings the listing's page island says (docs/i18n.md). The page picks
 * them (`pick(locale, DETAIL_KEYS)`) and hands them to VehicleLoader, which
 * provides them to the components below it: `useDetailStrings()`.
 */
import { createContext, useContext } from 'react';
import { SPEC_KEYS } from '../../lib/domain/cardStrings';
import type { Strings } from '../../i18n';

export const DETAIL_KEYS = [
  'detail.home',
  'detail.breadcrumb',
  'detail.specs',
  'detail.description',
  'detail.features',
  'detail.facts',
  'detail.noFacts',
  'detail.sold',
  'detail.share',
  'detail.seller',
  'detail.verifiedDealer',
  'detail.privateSeller',
  'detail.answers',
  'detail.ownListing',
  'detail.manage',
  'detail.message',
  'detail.soldNote',
  'detail.showPhone',
  'detail.callSeller',
  'detail.phoneFailed',
  'db.phonesTooQuickly',
  'detail.loading',
  'detail.missing',
  'detail.missingHint',
  'detail.sellerListings',
  'detail.report',
  'report.title',
  'report.what',
  'report.reason.scam',
  'report.hint.scam',
  'report.reason.misleading',
  'report.hint.misleading',
  'report.reason.already_sold',
  'report.hint.already_sold',
  'report.reason.duplicate',
  'report.hint.duplicate',
  'report.reason.offensive',
  'report.hint.offensive',
  'report.reason.other',
  'report.hint.other',
  'report.details',
  'report.detailsOptional',
  'report.cancel',
  'report.send',
  'report.sent',
  'report.sentText',
  'report.failed',
  'report.tryAgain',
  'report.thanks',
  'form.reportReason',
  'form.reportDetailsMax',
  'form.reportDetailsMin',
  'gallery.photos',
  'gallery.fullScreenPhotos',
  'gallery.fullScreen',
  'gallery.previous',
  'gallery.next',
  'gallery.show',
  'gallery.close',
  'gallery.photoAlt',
  'gallery.drawingAlt',
  'gallery.illustration',
  'problem.browseAll',
  'listing.titleCar',
  'listing.titleScooter',
  ...SPEC_KEYS,
] as const;
export type DetailStrings = Strings<(typeof DETAIL_KEYS)[number]>;

export const DetailStringsContext = createContext<DetailStrings | null>(null);

/** The detail island's strings, from VehicleLoader. */
export function useDetailStrings(): DetailStrings {
  const say = useContext(DetailStringsContext);
  if (say === null) throw new Error('useDetailStrings: no DetailStringsContext above this component');
  return say;
}
