/**
 * Renders the toast store into the layout's live region, without a framework,
 * so every page can show toasts without shipping React.
 */
import { $toasts, dismissToast, showCarriedToasts, type Toast } from '../../stores/toasts';

const VARIANT_CLASSES: Record<Toast['variant'], string> = {
  default: 'border-line bg-surface text-ink',
  success: 'border-brand-200 bg-surface text-ink',
  destructive: 'border-danger-700 bg-danger-700 text-white',
};

function render(region: HTMLElement, toasts: readonly Toast[]): void {
  const shown = new Set(toasts.map((t) => String(t.id)));
  for (const el of [...region.children]) {
    if (el instanceof HTMLElement && !shown.has(el.dataset.toastId ?? '')) el.remove();
  }
  for (const t of toasts) {
    if (region.querySelector(`[data-toast-id="${String(t.id)}"]`)) continue;
    const item = document.createElement('div');
    item.dataset.toastId = String(t.id);
    item.setAttribute('role', t.variant === 'destructive' ? 'alert' : 'status');
    item.className = `pointer-events-auto flex w-full items-start gap-3 rounded-card border p-4 shadow-popover ${VARIANT_CLASSES[t.variant]}`;
    const text = document.createElement('div');
    text.className = 'min-w-0 flex-1';
    const title = document.createElement('p');
    title.className = 'text-sm font-semibold';
    title.textContent = t.title;
    text.append(title);
    if (t.description) {
      const description = document.createElement('p');
      description.className = 'mt-0.5 text-sm opacity-90';
      description.textContent = t.description;
      text.append(description);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'rounded-md px-1.5 text-lg leading-none opacity-70 hover:opacity-100';
    close.setAttribute('aria-label', 'Dismiss');
    close.textContent = '×';
    close.addEventListener('click', () => {
      dismissToast(t.id);
    });
    item.append(text, close);
    region.append(item);
  }
}

export function mountToaster(root: Document): void {
  const region = root.querySelector<HTMLElement>('[data-toaster]');
  if (!region) return;
  $toasts.subscribe((toasts) => {
    render(region, toasts);
  });
  showCarriedToasts();
}
