/**
 * The compare tray: "Compare (2)" pinned to the bottom of every page while
 * the compare list holds listings, linking to /compare?ids=…, with a button
 * to empty the list. No framework: it only follows the $compare store.
 */
import { compareUrl } from '../domain/compareList';
import { localePath, splitLocale, toLocale } from '../../i18n/locale';
import { $compare, clearCompare } from '../../stores/compare';

export function mountCompareTray(root: Document): void {
  const tray = root.querySelector<HTMLElement>('[data-compare-tray]');
  const link = tray?.querySelector<HTMLAnchorElement>('a');
  const clear = tray?.querySelector<HTMLButtonElement>('button');
  // The compare page shows the list itself.
  if (!tray || !link || !clear || splitLocale(window.location.pathname).path.startsWith('/compare')) return;
  const locale = toLocale(root.documentElement.lang);
  const label = link.dataset.label ?? 'Compare ({count})';
  clear.addEventListener('click', () => {
    clearCompare();
  });
  $compare.subscribe((ids) => {
    tray.hidden = ids.length === 0;
    // Room below the footer, so the tray never hides the page's last lines.
    root.body.classList.toggle('pb-20', ids.length > 0);
    link.href = localePath(compareUrl(ids), locale);
    link.textContent = label.replace('{count}', String(ids.length));
  });
}
