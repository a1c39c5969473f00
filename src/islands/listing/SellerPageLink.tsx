import { localePath } from '../../i18n/locale';
import { useDetailStrings } from './detailStrings';

interface Props {
  sellerId: string | null;
}

/** From a listing's seller card to the seller's page with all their listings. */
export default function SellerPageLink({ sellerId }: Props) {
  const say = useDetailStrings();
  if (!sellerId) return null;
  return (
    <a
      href={localePath(`/sellers/${sellerId}`, say.locale)}
      className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
    >
      {say['detail.sellerListings']}
    </a>
  );
}
