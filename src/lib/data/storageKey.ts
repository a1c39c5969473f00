/**
 * The browser-storage key of the signed-in session. Fixed (rather than
 * supabase-js's per-project default) so the page's first script and the
 * client:session directive can tell a signed-in visitor without loading
 * supabase-js. Kept free of imports: the directive is bundled on its own.
 */
export const AUTH_STORAGE_KEY = 'wheelhouse-auth';

/** The browser-storage key of the compare list (src/stores/compare.ts), read by the client:demand directive. */
export const COMPARE_STORAGE_KEY = 'wheelhouse:compare';
