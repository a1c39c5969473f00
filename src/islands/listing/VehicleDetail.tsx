import { useEffect, type ReactNode } from 'react';
import MaskedVin from '../../components/MaskedVin';
import { recordView, type VehicleDetails } from '../../lib/data/vehicles';
import { formatPrice } from '../../lib/domain/format';
import ConfirmAvailability from './ConfirmAvailability';
import ListingAbout from './ListingAbout';
import ListingBreadcrumb from './ListingBreadcrumb';
import ListingSummary from './ListingSummary';
import Gallery from './Gallery';
import MessageSellerButton from './MessageSellerButton';
import PhoneReveal from './PhoneReveal';
import ReportListing from './ReportListing';
import SellerCard from './SellerCard';
import StickyContactBar from './StickyContactBar';
import { useDetailStrings } from './detailStrings';

interface Props {
  details: VehicleDetails;
  /** Server-rendered price rating and history. */
  insight?: ReactNode;
}

/**
 * A listing's detail page body: gallery, summary, seller, facts, description
 * and features. The similar listings follow it as server-rendered cards.
 */
export default function VehicleDetail({ details, insight }: Props) {
  const { vehicle: v, photos, photoColors, status } = details;
  const say = useDetailStrings();

  useEffect(() => {
    void recordView(v.id);
  }, [v.id]);

  return (
    <div className="page-container py-8">
      <ListingBreadcrumb vehicle={v} />

      {/* Phones read photos, price and seller first, then the details; wide screens keep price and seller beside both. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Gallery photos={photos} colors={photoColors} title={v.title} makeModel={`${v.make} ${v.model}`} />
        </div>

        <aside className="grid h-fit min-w-0 grid-cols-1 gap-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ConfirmAvailability
            vehicleId={v.id}
            sellerId={v.sellerId}
            status={status}
            confirmedAt={details.lastConfirmedAt}
          />
          <ListingSummary details={details} />
          <SellerCard details={details} />
          <div className="px-1">
            <ReportListing vehicleId={v.id} sellerId={v.sellerId} />
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ListingAbout vehicle={v} insight={insight} maskedVin={<MaskedVin vin={details.maskedVin} say={say} />} />
        </div>
      </div>

      {status !== 'sold' && (
        <StickyContactBar title={v.title} price={formatPrice(v.price, say.locale)} besideId="seller-card">
          <MessageSellerButton vehicleId={v.id} sellerId={v.sellerId} sold={false} />
          <PhoneReveal vehicleId={v.id} hasPhone={v.seller.hasPhone} sold={false} />
        </StickyContactBar>
      )}
    </div>
  );
}
