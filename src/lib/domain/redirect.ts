/**
 * Where a visitor may be sent after signing in. Only paths on the page's own
 * origin count, and the check is the browser's own: the target is resolved
 * against the origin with the URL parser, which reads `/\host` as `//host`,
 * drops tabs and line breaks and decodes nothing on its own, so whatever it
 * resolves to off-origin (another host, `javascript:`, `data:`) is refused.
 */

const HOME = '/';

/** A same-origin path (with query and fragment) for `target`, else `/`; never back to /auth. */
export function safeRedirect(target: string | null | undefined, origin: string): string {
  if (!target) return HOME;
  let resolved: URL;
  try {
    resolved = new URL(target, origin);
  } catch {
    return HOME;
  }
  if (resolved.origin !== new URL(origin).origin) return HOME;
  // `/.//host` resolves on-origin to the path `//host`, which a browser given
  // the bare path would again read as another host.
  if (resolved.pathname.startsWith('//')) return HOME;
  if (resolved.pathname === '/auth' || resolved.pathname.startsWith('/auth/')) return HOME;
  return resolved.pathname + resolved.search + resolved.hash;
}

/**
 * Where to go after signing in: the page's `?redirect=`, else the referring
 * page when it is on this site, else `/`. Both pass through `safeRedirect`.
 */
export function returnPath(search: string, referrer: string, origin: string): string {
  const explicit = new URLSearchParams(search).get('redirect');
  if (explicit) return safeRedirect(explicit, origin);
  try {
    const from = new URL(referrer);
    if (from.origin === origin) return safeRedirect(from.pathname + from.search, origin);
  } catch {
    // No or foreign referrer.
  }
  return HOME;
}
