/**
 * schema.org data for a landing page, typed with the schema.org vocabulary
 * (schema-dts) and checked against it by landingJsonLd.test.ts: the
 * breadcrumbs (BreadcrumbList), the first page of offers (an ItemList of Car
 * or Vehicle, each with its Offer) and the count and price range of all of
 * them (an AggregateOffer on the make or model as a product).
 */
import type { BreadcrumbList, Graph, ItemList, ListItem, Thing, Vehicle as SchemaVehicle } from 'schema-dts';
import type { VehicleType } from './constants.ts';
import type { Vehicle } from './vehicle.ts';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface LandingJsonLdInput {
  type: VehicleType;
  heading: string;
  /** "Volkswagen Golf": what the page offers. */
  subject: string;
  make: string;
  model: string | null;
  pageUrl: string;
  crumbs: readonly Crumb[];
  total: number;
  minPrice: number;
  maxPrice: number;
  vehicles: readonly Vehicle[];
  /** A listing's absolute URL. */
  listingUrl: (id: string) => string;
}

const vehicleType = (type: VehicleType) => (type === 'car' ? 'Car' : 'Vehicle');

function breadcrumbs(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

function offerItem(v: Vehicle, url: string): SchemaVehicle {
  return {
    '@type': vehicleType(v.type),
    name: v.title,
    url,
    brand: { '@type': 'Brand', name: v.make },
    model: v.model,
    vehicleModelDate: String(v.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.mileage, unitCode: 'KMT' },
    offers: {
      '@type': 'Offer',
      price: v.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      url,
    },
  };
}

function itemList(input: LandingJsonLdInput): ItemList {
  return {
    '@type': 'ItemList',
    name: input.heading,
    url: input.pageUrl,
    numberOfItems: input.vehicles.length,
    itemListElement: input.vehicles.map((v, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      item: offerItem(v, input.listingUrl(v.id)),
    })),
  };
}

function aggregate(input: LandingJsonLdInput): Thing {
  return {
    '@type': vehicleType(input.type),
    name: input.subject,
    brand: { '@type': 'Brand', name: input.make },
    ...(input.model === null ? {} : { model: input.model }),
    offers: {
      '@type': 'AggregateOffer',
      offerCount: input.total,
      lowPrice: input.minPrice,
      highPrice: input.maxPrice,
      priceCurrency: 'EUR',
    },
  };
}

export function landingJsonLd(input: LandingJsonLdInput): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': [breadcrumbs(input.crumbs), itemList(input), aggregate(input)],
  };
}

/** JSON for a <script type="application/ld+json">: no "</script>" can close it early. */
export function jsonLdText(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
