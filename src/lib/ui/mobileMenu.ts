/**
 * The header's mobile menu: a disclosure button and a panel. It closes when
 * the visitor follows a link, presses Escape, widens the window to the
 * desktop layout, or leaves the page (so a page restored from the
 * back/forward cache never comes back with the menu open).
 */
export function bindMobileMenu(root: Document): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const panel = root.querySelector<HTMLElement>('[data-mobile-menu]');
  const label = toggle?.querySelector<HTMLElement>('[data-menu-label]');
  if (!toggle || !panel) return;

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    // The page's language gives the words (Header.astro writes both on the label).
    if (label) label.textContent = (open ? label.dataset.closeLabel : label.dataset.openLabel) ?? '';
  };

  toggle.addEventListener('click', () => {
    setOpen(panel.hidden !== false);
  });

  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });

  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });

  const desktop = window.matchMedia('(min-width: 48rem)');
  desktop.addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });

  window.addEventListener('pagehide', () => {
    setOpen(false);
  });
}
