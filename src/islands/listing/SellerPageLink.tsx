interface Props {
  sellerId: string | null;
}

/** From a listing's seller card to the seller's page with all their listings. */
export default function SellerPageLink({ sellerId }: Props) {
  if (!sellerId) return null;
  return (
    <a href={`/sellers/${sellerId}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
      See all listings from this seller
    </a>
  );
}
