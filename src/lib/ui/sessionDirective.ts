/**
 * `client:session`: hydrate an island only for a visitor who may be signed in
 * (a stored session, or a session arriving in the URL). Signed-out visitors
 * keep the island's server HTML and download neither React nor supabase-js.
 */
import type { ClientDirective } from 'astro';
import { AUTH_STORAGE_KEY } from '../data/storageKey';

const sessionDirective: ClientDirective = (load) => {
  let stored = false;
  try {
    stored = window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage disabled: nobody can be signed in.
  }
  if (!stored && !window.location.hash.includes('access_token=')) return;
  void load().then((hydrate) => hydrate());
};

export default sessionDirective;
