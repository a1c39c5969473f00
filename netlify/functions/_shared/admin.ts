/**
 * Server-side Supabase access with the service-role key. This module is the
 * only place the key is read; it never reaches the browser bundle. Functions
 * use named operations (here and in ./moderation.ts), never the raw client.
 */
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Database, Json } from '../../../src/lib/database.types';
import { VEHICLE_ORIGINALS_BUCKET } from '../../../src/lib/domain/photos.ts';
import type { AuditAction } from '../../../src/lib/domain/auditActions.ts';

export const VEHICLE_IMAGES_BUCKET = 'vehicle-images';

export class ConfigurationError extends Error {}

interface AdminConfig {
  url: string;
  serviceKey: string;
}

function config(env: Record<string, string | undefined> = process.env): AdminConfig {
  const url = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceKey) throw new ConfigurationError('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
  return { url, serviceKey };
}

function adminClient(cfg: AdminConfig): SupabaseClient<Database> {
  return createClient<Database>(cfg.url, cfg.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The service-role client, for the operations in this folder only. */
export function serviceClient(env?: Record<string, string | undefined>): SupabaseClient<Database> {
  return adminClient(config(env));
}

/** Whether the auth server's record of the user (not a token claim alone) has the admin role. */
export function isAdmin(user: User): boolean {
  return (user.app_metadata as { role?: unknown }).role === 'admin';
}

/** Who did what: one row in the audit log, written with the service role. */
export async function audit(
  actor: User | null,
  entry: {
    action: AuditAction;
    targetType: 'vehicle' | 'user' | 'report' | 'site';
    targetId: string;
    details?: object;
  },
  env?: Record<string, string | undefined>,
): Promise<void> {
  const { error } = await adminClient(config(env))
    .from('audit_log')
    .insert({
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? '',
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.parse(JSON.stringify(entry.details ?? {})) as Json,
    });
  if (error) throw new Error(`writing the audit log failed: ${error.message}`);
}

/** The user an access token belongs to, as the auth server says; null for any invalid token. */
export async function userForToken(token: string, env?: Record<string, string | undefined>): Promise<User | null> {
  const { data, error } = await adminClient(config(env)).auth.getUser(token);
  if (error) return null;
  return data.user;
}

/** Objects removed per Storage API call (the API's own cap) and the most calls one clean-up may take. */
const REMOVE_BATCH = 1000;
const MAX_REMOVE_BATCHES = 100;

/**
 * Remove every object under `{userId}/` in a photo bucket, however deep it
 * sits: the database names them a page at a time, the Storage API deletes
 * them. A page that removes nothing, or more pages than any seller can own,
 * stops the clean-up with an error instead of looping until a timeout.
 */
async function removeUserObjects(admin: SupabaseClient<Database>, bucket: string, userId: string): Promise<number> {
  const storage = admin.storage.from(bucket);
  let removed = 0;
  for (let batch = 0; batch < MAX_REMOVE_BATCHES; batch += 1) {
    const { data: names, error } = await admin.rpc('storage_object_names', {
      bucket,
      prefix: userId,
      page_size: REMOVE_BATCH,
    });
    if (error) throw new Error(`listing photos failed: ${error.message}`);
    if (names.length === 0) return removed;
    const { data: gone, error: removeError } = await storage.remove(names);
    if (removeError) throw new Error(`removing photos failed: ${removeError.message}`);
    if (gone.length === 0) throw new Error(`removing photos failed: none of ${String(names.length)} could be removed`);
    removed += gone.length;
  }
  throw new Error(`removing photos failed: more than ${String(MAX_REMOVE_BATCHES * REMOVE_BATCH)} objects`);
}

/** The user's public photos and their originals. */
async function removeUserPhotos(admin: SupabaseClient<Database>, userId: string): Promise<number> {
  const published = await removeUserObjects(admin, VEHICLE_IMAGES_BUCKET, userId);
  return published + (await removeUserObjects(admin, VEHICLE_ORIGINALS_BUCKET, userId));
}

/** Remove every photo under the user's folder of the photo buckets (public copies and originals), however deep. */
export async function deleteUserPhotos(userId: string, env?: Record<string, string | undefined>): Promise<number> {
  return removeUserPhotos(adminClient(config(env)), userId);
}

/**
 * Delete an account and what it owns: the user's photos in storage, then the
 * auth user, whose removal cascades to the profile, listings, favorites and
 * notifications.
 */
export async function deleteAccountData(userId: string, env?: Record<string, string | undefined>): Promise<void> {
  const admin = adminClient(config(env));
  await removeUserPhotos(admin, userId);
  const { error } = await admin.auth.admin.deleteUser(userId);
  if (error) throw new Error(`deleting the user failed: ${error.message}`);
}
