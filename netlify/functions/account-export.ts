/**
 * GET /api/account/export: "Download my data". One JSON document with what
 * the account holds: profile, listings (with photo URLs), favorites,
 * conversations and messages the caller took part in, notifications,
 * reports they filed, the phone numbers they revealed (kept a day) and
 * their saved searches with the listings that matched them. Each listing
 * carries its full VIN, which only its seller can read.
 * Everything is read with the caller's own token, so row-level security
 * guarantees it holds their rows and nobody else's; the service-role key is
 * not used. Long lists are read in pages of the API's 1,000-row cap.
 */
import type { Config } from '@netlify/functions';
import type { PostgrestError } from '@supabase/supabase-js';
import { ConfigurationError } from './_shared/admin';
import { bearerToken, json, problem } from './_shared/http';
import { userClient, userOf } from './_shared/userClient';

const PAGE = 1000;
const BUCKET = 'vehicle-images';

/** Every column of a listing but the search vector (and the phone column, always empty). */
const LISTING_COLUMNS =
  'id,type,title,make,model,year,price,mileage,fuel_type,transmission,power,engine_size,color,location,description,images,image_url,seller_name,seller_is_dealer,seller_has_phone,features,status,view_count,created_at,updated_at';

type Page<T> = PromiseLike<{ data: T[] | null; error: PostgrestError | null }>;

/** All rows of a query, page by page. */
async function everyRow<T>(what: string, page: (from: number, to: number) => Page<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
    if (error) throw new Error(`reading ${what} failed: ${error.message}`);
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return rows;
  }
}

function photoUrl(base: string, path: string): string {
  return `${base}/storage/v1/object/public/${BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'GET') return problem(405, 'Use GET to download your data', { allow: 'GET' });
  const token = bearerToken(request);
  if (!token) return problem(401, 'Sign in to download your data');
  try {
    const db = userClient(token);
    const user = await userOf(db, token);
    if (!user) return problem(401, 'Your session has expired; sign in again');
    const base = process.env.SUPABASE_URL ?? '';

    const profile = await db.from('profiles').select('*').eq('id', user.id).maybeSingle();
    if (profile.error) throw new Error(`reading the profile failed: ${profile.error.message}`);
    const listings = await everyRow('listings', (from, to) =>
      db.from('vehicles').select(LISTING_COLUMNS).eq('seller_id', user.id).order('created_at').range(from, to),
    );
    // Row-level security gives a seller the VINs of their own listings only.
    const vins = await everyRow('VINs', (from, to) =>
      db.from('vehicle_vins').select('vehicle_id, vin').order('vehicle_id').range(from, to),
    );
    const vinOf = new Map(vins.map((row) => [row.vehicle_id, row.vin]));
    const favorites = await everyRow('favorites', (from, to) =>
      db.from('favorites').select('vehicle_id, created_at').eq('user_id', user.id).order('created_at').range(from, to),
    );
    const conversations = await everyRow('conversations', (from, to) =>
      db.from('conversations').select('*').order('created_at').order('id').range(from, to),
    );
    const messages = await everyRow('messages', (from, to) =>
      // A message masked for its recipient carries the caller's own text as original.
      db.from('messages').select('*, original:message_originals(body)').order('created_at').order('id').range(from, to),
    );
    const notifications = await everyRow('notifications', (from, to) =>
      db.from('notifications').select('*').eq('user_id', user.id).order('created_at').order('id').range(from, to),
    );
    const reports = await everyRow('reports', (from, to) =>
      db.from('reports').select('*').eq('reporter_id', user.id).order('created_at').range(from, to),
    );
    const phoneReveals = await everyRow('phone reveals', (from, to) =>
      db
        .from('phone_reveals')
        .select('vehicle_id, created_at')
        .eq('viewer_id', user.id)
        .order('created_at')
        .range(from, to),
    );

    const savedSearches = await everyRow('saved searches', (from, to) =>
      db
        .from('saved_searches')
        .select(
          'id, name, type, query, new_match_count, last_notified_at, email_digest, last_digest_at, created_at, matches:saved_search_matches(vehicle_id, matched_at, notified_at, digested_at)',
        )
        .eq('user_id', user.id)
        .order('created_at')
        .range(from, to),
    );

    const exportedAt = new Date().toISOString();
    return json(
      200,
      {
        exported_at: exportedAt,
        account: { id: user.id, email: user.email ?? null, created_at: user.created_at },
        profile: profile.data,
        listings: listings.map((listing) => ({
          ...listing,
          vin: vinOf.get(listing.id) ?? null,
          photo_urls: listing.images.map((path) => photoUrl(base, path)),
        })),
        favorites,
        conversations,
        messages,
        notifications,
        reports,
        phone_reveals: phoneReveals,
        saved_searches: savedSearches,
      },
      { 'content-disposition': `attachment; filename="wheelhouse-data-${exportedAt.slice(0, 10)}.json"` },
    );
  } catch (error) {
    console.error('data export failed', error);
    if (error instanceof ConfigurationError) return problem(500, 'The data export is not available right now');
    return problem(500, 'Failed to export your data');
  }
};

export const config: Config = { path: '/api/account/export' };
