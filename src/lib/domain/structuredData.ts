/** schema.org data for a listing: a Car or a Motorcycle with its Offer. */
import type { Vehicle } from './vehicle.ts';

export function vehicleJsonLd(v: Vehicle, pageUrl: string, imageUrl: string, sold: boolean): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': v.type === 'car' ? 'Car' : 'Motorcycle',
    name: v.title,
    description: v.description,
    url: pageUrl,
    image: imageUrl,
    brand: { '@type': 'Brand', name: v.make },
    model: v.model,
    vehicleModelDate: String(v.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.mileage, unitCode: 'KMT' },
    fuelType: v.fuelType,
    vehicleTransmission: v.transmission,
    color: v.color,
    ...(v.engineSize === null
      ? {}
      : {
          vehicleEngine: {
            '@type': 'EngineSpecification',
            engineDisplacement: { '@type': 'QuantitativeValue', value: v.engineSize, unitCode: 'CMQ' },
          },
        }),
    offers: {
      '@type': 'Offer',
      price: v.price,
      priceCurrency: 'EUR',
      availability: sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      url: pageUrl,
      seller: { '@type': v.seller.isDealer ? 'AutoDealer' : 'Person', name: v.seller.name },
    },
  };
}
