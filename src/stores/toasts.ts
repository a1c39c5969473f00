/**
 * Toasts: short messages about what just happened (spec §8 texts). Any island
 * or store raises one with `toast()`; the layout's toaster renders them. A
 * toast raised right before a page change is carried to the next page.
 */
import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
}

export type ToastInput = Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant };

const CARRY_KEY = 'wheelhouse:toasts';
const LIFETIME_MS: Record<ToastVariant, number> = { default: 5000, success: 5000, destructive: 8000 };

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function toast(input: ToastInput): void {
  const item: Toast = { id: nextId++, variant: 'default', ...input };
  $toasts.set([...$toasts.get(), item]);
  setTimeout(() => {
    dismissToast(item.id);
  }, LIFETIME_MS[item.variant]);
}

/** Show a toast on the next page, for actions that end in a navigation. */
export function toastAfterNavigation(input: ToastInput): void {
  try {
    const queued = JSON.parse(window.sessionStorage.getItem(CARRY_KEY) ?? '[]') as ToastInput[];
    window.sessionStorage.setItem(CARRY_KEY, JSON.stringify([...queued, input]));
  } catch {
    toast(input);
  }
}

/** Show the toasts the previous page handed over. */
export function showCarriedToasts(): void {
  let queued: ToastInput[];
  try {
    queued = JSON.parse(window.sessionStorage.getItem(CARRY_KEY) ?? '[]') as ToastInput[];
    window.sessionStorage.removeItem(CARRY_KEY);
  } catch {
    return;
  }
  queued.forEach(toast);
}
