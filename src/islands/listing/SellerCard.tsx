import SellerReplyTime from '../../components/SellerReplyTime';
import type { VehicleDetails } from '../../lib/data/vehicles';
import { memberSinceText } from '../../lib/domain/listingSpecs';
import MessageSellerButton from './MessageSellerButton';
import PhoneReveal from './PhoneReveal';
import SellerPageLink from './SellerPageLink';
import { useDetailStrings } from './detailStrings';
import { fill } from '../../i18n/translate';

/** Who sells the listing, how they answer, and the ways to reach them. The sticky contact bar follows this card. */
export default function SellerCard({ details }: { details: VehicleDetails }) {
  const { vehicle: v, status, memberSince, responseRate } = details;
  const say = useDetailStrings();
  return (
    <section
      id="seller-card"
      className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line"
      aria-labelledby="seller-heading"
    >
      <h2 id="seller-heading" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {say['detail.seller']}
      </h2>
      <p className="mt-2 text-lg font-bold wrap-anywhere text-ink">{v.seller.name}</p>
      {v.seller.isDealer ? (
        <p className="mt-1 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {say['detail.verifiedDealer']}
        </p>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{say['detail.privateSeller']}</p>
      )}
      <SellerPageLink sellerId={v.sellerId} />
      {memberSince && <p className="mt-2 text-sm text-ink-muted">{memberSinceText(memberSince, say)}</p>}
      {responseRate !== null && (
        <p className="mt-1 text-sm text-ink-muted">{fill(say['detail.answers'], { rate: responseRate })}</p>
      )}
      <SellerReplyTime stat={details.replyTime} say={say} className="mt-1" />
      <div className="mt-4 grid gap-3">
        <MessageSellerButton vehicleId={v.id} sellerId={v.sellerId} sold={status === 'sold'} />
        <PhoneReveal vehicleId={v.id} hasPhone={v.seller.hasPhone} sold={status === 'sold'} />
      </div>
    </section>
  );
}
