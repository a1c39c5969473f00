/**
 * Where the local stack (`npm start`) serves Supabase: the site's fallback
 * when no PUBLIC_SUPABASE_URL is set at build time, and the origin the
 * build's Content-Security-Policy then allows.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
