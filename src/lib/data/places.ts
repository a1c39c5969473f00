/**
 * Gazetteer lookups: the autocomplete's suggestions, the place a search URL
 * names, the place nearest to the visitor ("Use my location") and a place
 * by id. Places are public data, readable by anyone.
 */
import type { PlaceQuery } from '../domain/geo';
import type { Place } from '../domain/place';
import { cachedRead } from './cache';
import { getClient, type Client } from './client';
import { fail } from './errors';

interface PlaceRow {
  id: number;
  name: string;
  admin_area: string | null;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  postcode?: string | null;
}

const PLACE_COLUMNS = 'id,name,admin_area,country,latitude,longitude,population';

function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    adminArea: row.admin_area,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
    postcode: row.postcode ?? null,
  };
}

/** Places for what someone typed: a postcode prefix or a name prefix ("koln" finds Köln), most populous first. */
export async function searchPlaces(query: string, limit = 8, client?: Client): Promise<Place[]> {
  if (query.trim() === '') return [];
  const supabase = client ?? (await getClient());
  const { data, error } = await supabase.rpc('search_places', { query, max_results: limit });
  if (error) fail('searchPlaces', error);
  return data.map(toPlace);
}

/** The place a URL's `near` names, or null when none does. Cached like other reads (the gazetteer changes with releases only). */
export async function findPlace(query: PlaceQuery, client?: Client): Promise<Place | null> {
  return cachedRead(`place:find:${JSON.stringify(query)}`, async () => {
    const supabase = client ?? (await getClient());
    const { data, error } = await supabase
      .rpc('find_place', {
        ...(query.name ? { place_name: query.name } : {}),
        ...(query.postcode ? { place_postcode: query.postcode } : {}),
        ...(query.adminArea ? { place_admin_area: query.adminArea } : {}),
      })
      .maybeSingle();
    if (error) fail('findPlace', error);
    return data ? toPlace(data) : null;
  });
}

/** The gazetteer place nearest to a point. */
export async function nearestPlace(latitude: number, longitude: number, client?: Client): Promise<Place | null> {
  return cachedRead(`place:nearest:${String(latitude)},${String(longitude)}`, async () => {
    const supabase = client ?? (await getClient());
    const { data, error } = await supabase.rpc('nearest_place', { lat: latitude, lng: longitude }).maybeSingle();
    if (error) fail('nearestPlace', error);
    return data ? toPlace(data) : null;
  });
}

/** One place by its id, with a postcode of its when given and valid; null when there is none. */
export async function placeById(id: number, postcode: string | null = null, client?: Client): Promise<Place | null> {
  const supabase = client ?? (await getClient());
  const { data, error } = await supabase.from('places').select(PLACE_COLUMNS).eq('id', id).maybeSingle();
  if (error) fail('placeById', error);
  if (!data) return null;
  if (postcode === null) return toPlace(data);
  const code = await supabase
    .from('place_postcodes')
    .select('postcode')
    .eq('place_id', id)
    .eq('postcode', postcode)
    .maybeSingle();
  if (code.error) fail('placeById', code.error);
  return toPlace({ ...data, postcode: code.data?.postcode ?? null });
}

/** Whether more than one place bears this name (a URL then adds the state). */
export async function isPlaceNameShared(name: string, client?: Client): Promise<boolean> {
  const supabase = client ?? (await getClient());
  const { count, error } = await supabase.from('places').select('id', { count: 'exact', head: true }).eq('name', name);
  if (error) fail('isPlaceNameShared', error);
  return (count ?? 0) > 1;
}
