import { atom, allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({
  signIn: vi.fn<(email: string, password: string) => Promise<boolean>>(),
  register: vi.fn<(email: string, password: string, firstName: string) => Promise<boolean>>(),
  requestPasswordReset: vi.fn<(email: string) => Promise<boolean>>(),
  setNewPassword: vi.fn<(password: string) => Promise<boolean>>(),
}));
const $user = atom<{ id: string } | null>(null);
vi.mock('./session', () => ({ ...session, $user }));

const { $authForm, $chosenAuthTab, submitLogin, submitNewPassword, submitResetRequest, submitSignup } =
  await import('./authForms.ts');

const PAGE = 'https://wheelhouse.example/auth?redirect=%2Fsell&tab=signup';
const assign = vi.fn<(url: string) => void>();
const replaceState = vi.fn<(state: unknown, unused: string, url: string) => void>();

beforeEach(() => {
  const url = new URL(PAGE);
  vi.stubGlobal('window', {
    location: { href: url.href, search: url.search, origin: url.origin, assign },
    history: { state: null, replaceState },
  });
  vi.stubGlobal('document', { referrer: '' });
  $authForm.set({ busy: false, errors: {}, resetSent: false });
  $chosenAuthTab.set(null);
  $user.set(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const signup = {
  firstName: 'Ana',
  email: 'ana@example.com',
  password: 'long enough 1',
  confirmPassword: 'long enough 1',
};

describe('sign-in page forms', () => {
  it.each([
    { name: 'login', run: () => submitLogin({ email: 'nope', password: '' }), field: 'email' },
    { name: 'signup', run: () => submitSignup({ ...signup, confirmPassword: 'x' }), field: 'confirmPassword' },
    { name: 'reset request', run: () => submitResetRequest({ email: '' }), field: 'email' },
    {
      name: 'new password',
      run: () => submitNewPassword({ password: 'short', confirmPassword: 'short' }),
      field: 'password',
    },
  ])('a bad $name form shows its field errors and calls nobody', async ({ run, field }) => {
    await run();
    expect($authForm.get().errors[field]).toEqual(expect.any(String));
    expect($authForm.get().busy).toBe(false);
    for (const action of Object.values(session)) expect(action).not.toHaveBeenCalled();
  });

  it('signs in and returns to the page named by ?redirect=', async () => {
    $authForm.set({ busy: false, errors: { email: 'old' }, resetSent: false });
    session.signIn.mockResolvedValue(true);
    await submitLogin({ email: ' ana@example.com ', password: 'pw' });
    expect(session.signIn).toHaveBeenCalledWith('ana@example.com', 'pw');
    expect(assign).toHaveBeenCalledWith('/sell');
    expect($authForm.get()).toEqual({ busy: false, errors: {}, resetSent: false });
  });

  it('stays on the page when signing in fails', async () => {
    session.signIn.mockResolvedValue(false);
    await submitLogin({ email: 'ana@example.com', password: 'pw' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('takes one submission at a time', async () => {
    const answer = Promise.withResolvers<boolean>();
    session.signIn.mockReturnValue(answer.promise);
    void submitLogin({ email: 'ana@example.com', password: 'pw' });
    expect($authForm.get().busy).toBe(true);
    void submitLogin({ email: 'ana@example.com', password: 'pw' });
    answer.resolve(false);
    await allTasks();
    expect(session.signIn).toHaveBeenCalledTimes(1);
    expect($authForm.get().busy).toBe(false);
  });

  it.each([
    { signedIn: true, to: '/sell', tab: null },
    { signedIn: false, to: null, tab: 'login' },
  ])('after sign-up (signed in at once: $signedIn) goes to $to or the $tab tab', async ({ signedIn, to, tab }) => {
    session.register.mockImplementation(() => {
      if (signedIn) $user.set({ id: 'u1' });
      return Promise.resolve(true);
    });
    await submitSignup(signup);
    expect(session.register).toHaveBeenCalledWith('ana@example.com', 'long enough 1', 'Ana');
    expect(assign.mock.calls).toEqual(to ? [[to]] : []);
    expect($chosenAuthTab.get()).toBe(tab);
    if (tab) expect(replaceState).toHaveBeenCalledWith(null, '', 'https://wheelhouse.example/auth?redirect=%2Fsell');
  });

  it.each([true, false])('remembers whether the reset mail went out (%s)', async (sent) => {
    session.requestPasswordReset.mockResolvedValue(sent);
    await submitResetRequest({ email: 'ana@example.com' });
    expect($authForm.get().resetSent).toBe(sent);
  });

  it('sends a new password on to the profile', async () => {
    session.setNewPassword.mockResolvedValue(true);
    await submitNewPassword({ password: 'long enough 1', confirmPassword: 'long enough 1' });
    expect(assign).toHaveBeenCalledWith('/profile');
  });
});
