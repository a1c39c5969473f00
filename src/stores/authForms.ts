/**
 * The sign-in page's forms (/auth): the tab the visitor picked, field errors,
 * the submission in flight and whether a reset link went out. AuthPanel and
 * its forms subscribe; submitting goes through these actions, which hand over
 * to the session's account actions (and their §8 toasts).
 */
import { atom, task } from 'nanostores';
import {
  loginSchema,
  newPasswordSchema,
  resetRequestSchema,
  signupSchema,
  type FieldErrors,
} from '../lib/domain/authSchemas';
import { checkForm } from '../lib/domain/forms';
import { returnPath } from '../lib/domain/redirect';
import { authTabHref, type AuthTab } from '../lib/domain/signInWall';
import type { z } from '../lib/domain/zod';
import { $user, register, requestPasswordReset, setNewPassword, signIn } from './session';

export interface AuthFormState {
  busy: boolean;
  errors: FieldErrors;
  resetSent: boolean;
}

export const $authForm = atom<AuthFormState>({ busy: false, errors: {}, resetSent: false });
/** The tab picked on this page; until then the URL's `?tab=` or the page's own tab shows. */
export const $chosenAuthTab = atom<AuthTab | null>(null);

function patch(fields: Partial<AuthFormState>): void {
  $authForm.set({ ...$authForm.get(), ...fields });
}

export function chooseAuthTab(tab: AuthTab): void {
  $chosenAuthTab.set(tab);
  patch({ errors: {} });
  window.history.replaceState(window.history.state, '', authTabHref(window.location.href, tab));
}

function destination(): string {
  return returnPath(window.location.search, document.referrer, window.location.origin);
}

/** Check the form, then run `action` on its data; one submission at a time. */
function submit<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
  action: (data: z.output<S>) => Promise<void>,
): Promise<void> {
  return task(async () => {
    if ($authForm.get().busy) return;
    patch({ busy: true });
    try {
      const checked = checkForm(schema, values);
      patch({ errors: checked.ok ? {} : checked.errors });
      if (checked.ok) await action(checked.data);
    } finally {
      patch({ busy: false });
    }
  });
}

export function submitLogin(values: Record<string, string>): Promise<void> {
  return submit(loginSchema, values, async ({ email, password }) => {
    if (await signIn(email, password)) window.location.assign(destination());
  });
}

export function submitSignup(values: Record<string, string>): Promise<void> {
  return submit(signupSchema, values, async ({ email, password, firstName }) => {
    if (!(await register(email, password, firstName))) return;
    // Signed in at once (no confirmation mail): straight back to where they came from.
    if ($user.get()) window.location.assign(destination());
    else chooseAuthTab('login');
  });
}

export function submitResetRequest(values: Record<string, string>): Promise<void> {
  return submit(resetRequestSchema, values, async ({ email }) => {
    patch({ resetSent: await requestPasswordReset(email) });
  });
}

/** The form a password-reset link opens; the new password leads to the profile. */
export function submitNewPassword(values: Record<string, string>): Promise<void> {
  return submit(newPasswordSchema, values, async ({ password }) => {
    if (await setNewPassword(password)) window.location.assign('/profile');
  });
}
