/**
 * Go to a listing URL carrying the filters twice: in the URL (shareable,
 * survives a reload) and as the new history entry's state.
 *
 * Browsers do not carry state across a full page load, so the state is handed
 * over through sessionStorage, addressed to the destination URL, and the
 * destination moves it onto its own history entry (adoptNavigationState).
 */
const HANDOFF_KEY = 'wheelhouse:navigation-state';

interface Handoff {
  href: string;
  state: unknown;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); the URL still carries everything.
    return null;
  }
}

export function navigateWithState(href: string, state: unknown): void {
  const target = new URL(href, window.location.href);
  storage()?.setItem(HANDOFF_KEY, JSON.stringify({ href: target.href, state } satisfies Handoff));
  window.location.assign(target.href);
}

/**
 * On arrival: if state was sent to this very URL, put it on the current
 * history entry (where it survives reloads and back/forward) and return it.
 */
export function adoptNavigationState(): unknown {
  const store = storage();
  const raw = store?.getItem(HANDOFF_KEY);
  if (!store || raw == null) return window.history.state ?? undefined;
  store.removeItem(HANDOFF_KEY);
  try {
    const handoff = JSON.parse(raw) as Partial<Handoff>;
    if (handoff.href !== window.location.href) return window.history.state ?? undefined;
    window.history.replaceState(handoff.state, '', window.location.href);
    return handoff.state;
  } catch {
    return undefined;
  }
}
