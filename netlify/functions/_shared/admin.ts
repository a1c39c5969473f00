/**
 * Server-side Supabase access with the service-role key. This module is the
 * only place the key is read; it never reaches the browser bundle. Functions
 * use named operations (here and in ./moderation.ts), never the raw client.
 */
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Database, Json } from '../../../src/lib/data/database.types';

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
  entry: { action: string; targetType: 'vehicle' | 'user' | 'report' | 'site'; targetId: string; details?: object },
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

/** Remove every photo under the user's folder of the vehicle-images bucket. */
export async function deleteUserPhotos(userId: string, env?: Record<string, string | undefined>): Promise<void> {
  const storage = adminClient(config(env)).storage.from(VEHICLE_IMAGES_BUCKET);
  for (;;) {
    const { data: listings, error } = await storage.list(userId, { limit: 1000 });
    if (error) throw new Error(`listing photos failed: ${error.message}`);
    const paths: string[] = [];
    for (const entry of listings) {
      if (entry.id) {
        paths.push(`${userId}/${entry.name}`);
        continue;
      }
      // A folder (one per listing): list its files.
      const { data: files, error: folderError } = await storage.list(`${userId}/${entry.name}`, { limit: 1000 });
      if (folderError) throw new Error(`listing photos failed: ${folderError.message}`);
      paths.push(...files.map((file) => `${userId}/${entry.name}/${file.name}`));
    }
    if (paths.length === 0) break;
    const { error: removeError } = await storage.remove(paths);
    if (removeError) throw new Error(`removing photos failed: ${removeError.message}`);
  }
}

/**
 * Delete an account and what it owns: the user's photos in storage, then the
 * auth user, whose removal cascades to the profile, listings, favorites and
 * notifications.
 */
export async function deleteAccountData(userId: string, env?: Record<string, string | undefined>): Promise<void> {
  await deleteUserPhotos(userId, env);
  const { error } = await adminClient(config(env)).auth.admin.deleteUser(userId);
  if (error) throw new Error(`deleting the user failed: ${error.message}`);
}
