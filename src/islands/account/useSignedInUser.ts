import { useStore } from '@nanostores/react';
import type { User } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { signInHref } from '../../lib/domain/signInWall';
import { $authLoading, $leaving, $user, initSession, SIGNED_OUT_ON_SERVER } from '../../stores/session';

/**
 * For pages only signed-in users see: restores the session and sends a
 * signed-out visitor to the sign-in page (in the page's language), which brings them back here (path and query)
 * after signing in. Returns the user, or null while the session loads or
 * the visitor is on the way out.
 */
export function useSignedInUser(): User | null {
  const user = useStore($user, SIGNED_OUT_ON_SERVER);
  const loading = useStore($authLoading, { ssr: 'initial' });
  const leaving = useStore($leaving, { ssr: 'initial' });

  useEffect(() => {
    void initSession();
  }, []);

  const signedIn = user !== null;
  useEffect(() => {
    if (loading || signedIn || leaving) return;
    const here = window.location.pathname + window.location.search;
    window.location.replace(signInHref(here));
  }, [loading, signedIn, leaving]);

  return loading || leaving ? null : user;
}
