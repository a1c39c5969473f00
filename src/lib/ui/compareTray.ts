/**
 * The compare tray: "Compare (2)" pinned to the bottom of every page while
 * the compare list holds listings, linking to /compare?ids=…, with a button
 * to empty the list. No framework: it only follows the $compare store.
 */
import { compareUrl } from '../domain/compareList';
import { $compare, clearCompare } from '../../stores/compare';

export function mountCompareTray(root: Document): void {
  const tray = root.querySelector<HTMLElement>('[data-compare-tray]');
  const link = tray?.querySelector<HTMLAnchorElement>('a');
  const clear = tray?.querySelector<HTMLButtonElement>('button');
  // The compare page shows the list itself.
  if (!tray || !link || !clear || window.location.pathname.startsWith('/compare')) return;
  clear.addEventListener('click', () => {
    clearCompare();
  });
  $compare.subscribe((ids) => {
    tray.hidden = ids.length === 0;
    // Room below the footer, so the tray never hides the page's last lines.
    root.body.classList.toggle('pb-20', ids.length > 0);
    link.href = compareUrl(ids);
    link.textContent = (link.dataset.label ?? 'Compare ({count})').replace('{count}', String(ids.length));
  });
}
