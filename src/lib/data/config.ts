/**
 * Where the browser finds Supabase. A deployed site sets PUBLIC_SUPABASE_URL
 * and PUBLIC_SUPABASE_ANON_KEY at build time; without them the site talks to
 * the local stack (`npm start`) with the Supabase CLI's well-known local anon
 * key, which is public by design and grants only what row-level security
 * allows the anon role.
 */
import { LOCAL_SUPABASE_URL } from './localStack';

const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SUPABASE_URL = import.meta.env.PUBLIC_SUPABASE_URL ?? LOCAL_SUPABASE_URL;
export const SUPABASE_ANON_KEY = import.meta.env.PUBLIC_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY;

export { AUTH_STORAGE_KEY } from './storageKey';
