import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingJsonLd, type LandingJsonLdInput } from './landingJsonLd.ts';
import { SAMPLE_VEHICLES } from './sampleVehicles.ts';

/**
 * The schema.org vocabulary as schema-dts (generated from schema.org's own
 * definitions) declares it: each type's properties, inherited ones included,
 * and the enumeration members' URLs.
 */
function vocabulary() {
  const source = readFileSync(join(process.cwd(), 'node_modules/schema-dts/dist/schema.d.ts'), 'utf8');
  const parents = new Map<string, string[]>();
  const own = new Map<string, string[]>();
  for (const match of source.matchAll(/^interface (\w+)Base extends ([\w, <>]+) \{\n([\s\S]*?)^\}/gm)) {
    const [, name = '', extended = '', body = ''] = match;
    parents.set(
      `${name}Base`,
      extended.split(',').map((part) => part.trim()),
    );
    own.set(
      `${name}Base`,
      [...body.matchAll(/^ {4}"(\w+)"\??:/gm)].map((property) => property[1] ?? ''),
    );
  }
  const leaves = new Map<string, string>();
  for (const match of source.matchAll(/^export interface (\w+)Leaf extends (\w+) \{\n\s+"@type": "(\w+)";/gm)) {
    leaves.set(match[3] ?? '', match[2] ?? '');
  }
  const propertiesOf = (base: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(base)) return new Set();
    seen.add(base);
    const all = new Set(own.get(base) ?? []);
    for (const parent of parents.get(base) ?? []) for (const p of propertiesOf(parent, seen)) all.add(p);
    return all;
  };
  return {
    properties: (type: string) => {
      const base = leaves.get(type);
      return base ? propertiesOf(base) : null;
    },
    isMember: (url: string) => source.includes(`"${url}"`),
  };
}

type Node = Record<string, unknown>;

/** Every typed node of the JSON-LD with its type and properties, and every schema.org URL value. */
function walk(value: unknown, nodes: Node[] = [], urls: string[] = []): { nodes: Node[]; urls: string[] } {
  if (Array.isArray(value)) for (const item of value) walk(item, nodes, urls);
  else if (typeof value === 'object' && value !== null) {
    const node = value as Node;
    if (typeof node['@type'] === 'string') nodes.push(node);
    for (const [key, child] of Object.entries(node)) if (key !== '@context') walk(child, nodes, urls);
  } else if (typeof value === 'string' && value.startsWith('https://schema.org/')) urls.push(value);
  return { nodes, urls };
}

const vehicles = SAMPLE_VEHICLES.slice(0, 3);
const input = (type: 'car' | 'scooter'): LandingJsonLdInput => ({
  type,
  heading: 'Used Volkswagen Golf in Köln',
  subject: 'Volkswagen Golf',
  make: 'Volkswagen',
  model: 'Golf',
  pageUrl: 'https://wheelhouse.test/vehicles/cars/volkswagen/golf/in/koeln',
  crumbs: [
    { name: 'Home', url: 'https://wheelhouse.test/' },
    { name: 'Cars', url: 'https://wheelhouse.test/vehicles/cars' },
  ],
  total: 12,
  minPrice: 8_900,
  maxPrice: 23_500,
  vehicles,
  listingUrl: (id) => `https://wheelhouse.test/vehicles/id/${id}`,
});

describe('a landing page’s JSON-LD', () => {
  const schema = vocabulary();

  it.each(['car', 'scooter'] as const)('uses only schema.org types and the properties they have (%s)', (type) => {
    const { nodes } = walk(landingJsonLd(input(type)));
    expect(nodes.length).toBeGreaterThan(10);
    for (const node of nodes) {
      const type = String(node['@type']);
      const properties = schema.properties(type);
      expect(properties, `schema.org has no type ${type}`).not.toBeNull();
      for (const key of Object.keys(node).filter((key) => !key.startsWith('@'))) {
        expect(properties?.has(key), `${type} has no property ${key}`).toBe(true);
      }
    }
  });

  it('names enumeration members schema.org defines', () => {
    const { urls } = walk(landingJsonLd(input('car')));
    expect(urls).toContain('https://schema.org/InStock');
    for (const url of urls) expect(schema.isMember(url), url).toBe(true);
  });

  it('holds a BreadcrumbList, an ItemList of Cars with Offers and an AggregateOffer', () => {
    const { nodes } = walk(landingJsonLd(input('car')));
    const types = nodes.map((node) => node['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList', 'Car', 'Offer', 'AggregateOffer']));
    const offer = nodes.find((node) => node['@type'] === 'AggregateOffer');
    expect(offer).toMatchObject({ offerCount: 12, lowPrice: 8_900, highPrice: 23_500, priceCurrency: 'EUR' });
  });

  it('would catch a property schema.org does not have', () => {
    expect(schema.properties('Car')?.has('mileageFromOdometer')).toBe(true);
    expect(schema.properties('Car')?.has('kilometres')).toBe(false);
    expect(schema.properties('AggregateOffer')?.has('lowPrice')).toBe(true);
    expect(schema.properties('Offer')?.has('lowPrice')).toBe(false);
  });
});
