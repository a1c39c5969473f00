import { expect, test } from './support/test';
import { PASSWORD, adminClient, createUser, lastMailTo, notify, uniqueEmail } from './support/backend';
import { openPage, signIn, toast } from './support/site';

test.describe('accounts', () => {
  test('sign up, edit the profile, sign out and sign back in', async ({ page }) => {
    const email = uniqueEmail('ana');
    // The profile page sent the visitor to sign in; a new account goes back there.
    await openPage(page, '/auth?tab=signup&redirect=%2Fprofile');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your email address')).toBeVisible();

    await page.getByLabel('First name (optional)').fill('Ana');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Password strength: too short')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    // Confirmations are off locally: the account is signed in at once, and the toast says so.
    await expect(toast(page, 'Account created')).toBeVisible();
    await expect(page.locator('[data-toaster]').getByText('You are now signed in', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Ana' })).toHaveText('A');

    await page.getByLabel('Location').fill('Hamburg');
    await page.getByLabel('Phone', { exact: true }).fill('not a phone');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a phone number like +49 30 1234567')).toBeVisible();
    await page.getByLabel('Phone', { exact: true }).fill('+49 40 555 0101');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Location')).toHaveValue('Hamburg');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+49 40 555 0101');

    const menuButton = page.getByRole('button', { name: 'Account menu for Ana' });
    await menuButton.click();
    const menu = page.getByRole('menu', { name: 'My Account' });
    await expect(menu).toContainText(email);
    for (const item of ['Profile', 'Messages', 'My Favorites', 'Seller Dashboard', 'Sell Vehicle', 'Sign out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Signed out')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await signIn(page, email, 'wrong-password');
    await expect(toast(page, 'Login failed')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Ana' })).toBeVisible();
  });

  test('a visitor sent to sign in by /sell learns why, signs up, and is back on /sell', async ({ page }) => {
    await page.goto('/sell');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fsell$/);
    const note = page.getByRole('note');
    await expect(note).toContainText('Sign in to sell your vehicle');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(note).toContainText('Sign in to sell your vehicle');
    await page.getByLabel('Email').fill(uniqueEmail('sam'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/sell$/);
    await expect(toast(page, 'Account created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the sign-in page explains the wall in front of /favorites, and says nothing after a plain Login link', async ({
    page,
  }) => {
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Ffavorites$/);
    await expect(page.getByRole('note')).toContainText('Sign in to see your favorites');
    await openPage(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fabout$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('after signing in, the visitor returns to the page they came from', async ({ page }) => {
    const email = uniqueEmail('ben');
    await createUser(email, 'Ben');
    await openPage(page, '/vehicles/scooters');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/vehicles\/scooters$/);
    await expect(page.getByRole('button', { name: 'Account menu for Ben' })).toBeVisible();
  });

  test('a signed-in visitor never sees the signed-out header, even before islands load', async ({ page }) => {
    const email = uniqueEmail('cleo');
    await createUser(email, 'Cleo');
    await signIn(page, email);
    await expect(page.getByRole('button', { name: 'Account menu for Cleo' })).toBeVisible();
    // Hold back every script: only the server HTML and the head's session check run.
    // Build assets carry a deploy query (?dpl=…): match the path, whatever follows it.
    await page.route(/\/_astro\/.+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
  });

  test('a password reset mail leads to a new password that works', async ({ page }) => {
    const email = uniqueEmail('dora');
    await createUser(email, 'Dora');
    await openPage(page, '/auth');
    await page.getByRole('tab', { name: 'Reset password' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, 'Password reset email sent')).toBeVisible();

    const mail = await lastMailTo(email);
    expect(mail?.links[0]).toBeTruthy();
    await page.goto(mail?.links[0] ?? '');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-42');
    await page.getByLabel('Confirm new password').fill('brand-new-secret-42');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByRole('button', { name: 'Account menu for Dora' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, email, 'brand-new-secret-42');
    await expect(toast(page, 'Login successful')).toBeVisible();
  });

  test('deleting the account signs out, removes the data and blocks sign-in', async ({ page }) => {
    const email = uniqueEmail('emil');
    const userId = await createUser(email, 'Emil');
    await notify(userId, { type: 'vehicle', title: 'Price drop', content: 'A saved car got cheaper', related_id: 'x' });
    await signIn(page, email);
    await expect(page.getByRole('button', { name: 'Account menu for Emil' })).toBeVisible();

    await openPage(page, '/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Account deleted')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    const admin = adminClient();
    const profiles = await admin.from('profiles').select('id').eq('id', userId);
    expect(profiles.data).toEqual([]);
    const notifications = await admin.from('notifications').select('id').eq('user_id', userId);
    expect(notifications.data).toEqual([]);

    await signIn(page, email);
    await expect(toast(page, 'Login failed')).toBeVisible();
  });

  test('the sign-in form cannot be submitted before its script runs', async ({ page }) => {
    // Build assets carry a deploy query (?dpl=…): match the path, whatever follows it.
    await page.route(/\/_astro\/.+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(page.locator('form[method="post"]')).toHaveCount(1);
  });

  test('after signing in, a redirect that browsers would read as another host goes home instead', async ({ page }) => {
    const email = uniqueEmail('ola');
    await createUser(email, 'Ola');
    // /\evil.example is //evil.example to a browser.
    await openPage(page, '/auth?redirect=%2F%5Cevil.example');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('the profile page sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  });
});

test.describe('notification bell', () => {
  test('counts unread notifications, routes a click, and marks all read', async ({ page }) => {
    const email = uniqueEmail('finn');
    const userId = await createUser(email, 'Finn');
    await notify(userId, {
      type: 'vehicle',
      title: 'Price drop on a saved car',
      content: 'The BMW 320d Touring is now €25,950',
      related_id: '5a1e0006-0000-4000-8000-000000000006',
    });
    await signIn(page, email);
    const bell = page.getByRole('button', { name: 'Notifications' });
    // The first read waits for the session to be restored on the page signing in leads to.
    await expect(bell.getByTestId('notification-badge')).toHaveText('1', { timeout: 15_000 });

    // A new message arrives while the page is open: realtime delivers it.
    await notify(userId, {
      type: 'message',
      title: 'New message from Jonas',
      content: 'Is the car still available?',
      related_id: 'conversation-42',
    });
    await expect(bell.getByTestId('notification-badge')).toHaveText('2');

    await bell.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You have 2 unread notifications');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('button', { name: /New message from Jonas/ })).toBeVisible();
    await panel.getByRole('button', { name: /New message from Jonas/ }).click();
    await expect(page).toHaveURL(/\/messages\?id=conversation-42$/);

    await openPage(page, '/');
    await expect(bell.getByTestId('notification-badge')).toHaveText('1');
    await bell.click();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(toast(page, 'All notifications marked as read')).toBeVisible();
    await expect(bell.getByTestId('notification-badge')).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  test('counts 120 unread notifications on the server: 99+ on the badge, 120 in the hint, one row per conversation', async ({
    page,
  }) => {
    const email = uniqueEmail('hana');
    const userId = await createUser(email, 'Hana');
    const saved = Array.from({ length: 119 }, (_, index) => ({
      user_id: userId,
      type: 'vehicle' as const,
      title: 'Price drop',
      content: `Saved car ${String(index + 1)} is cheaper now`,
      related_id: `5a1e0000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    }));
    const { error } = await adminClient().from('notifications').insert(saved);
    expect(error).toBeNull();
    // Five messages in one conversation are one notification.
    for (let message = 1; message <= 5; message += 1) {
      await notify(userId, {
        type: 'message',
        title: 'New message from Jonas',
        content: `Question ${String(message)}`,
        related_id: 'conversation-120',
      });
    }

    await signIn(page, email);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect(bell.getByTestId('notification-badge')).toHaveText('99+');
    await bell.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You have 120 unread notifications');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const thread = panel.getByRole('button', { name: /New message from Jonas/ });
    await expect(thread).toHaveCount(1);
    await expect(thread).toContainText('Question 5');
    await expect(thread).toContainText('5 new messages');
    await expect(panel.getByRole('listitem')).toHaveCount(50);

    // Reading one leaves 119, still counted by the server.
    await thread.click();
    await expect(page).toHaveURL(/\/messages\?id=conversation-120$/);
    await openPage(page, '/');
    await bell.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You have 119 unread notifications');
  });

  test('shows the empty state when there is nothing yet', async ({ page }) => {
    const email = uniqueEmail('gia');
    await createUser(email, 'Gia');
    await signIn(page, email);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.hover();
    await expect(page.getByRole('tooltip')).toHaveText('No new notifications');
    await bell.click();
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expect(page.getByText("We'll notify you about important updates")).toBeVisible();
  });
});

test.describe('page weight for visitors', () => {
  test('a signed-out visitor downloads neither supabase-js nor the account island, home and listing page', async ({
    page,
  }) => {
    // Script URLs as they load; their files are read at the end (a response's body is gone once the page
    // navigates away, and the deferred chunks load late), and the site's scripts are static files.
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      scripts.push(response.url());
    });
    await openPage(page, '/');
    // The search box hydrates on this first tap (client:demand).
    await page.getByRole('button', { name: /Advanced Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Advanced Filters' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A listing page checks its prebuilt first page and counts what the default ranges keep out after load.
    const checked = page.waitForResponse(/\/rest\/v1\/rpc\/vehicle_facets/);
    await openPage(page, '/vehicles/cars');
    await checked;
    await page.waitForLoadState('networkidle');
    await openPage(page, '/about');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /AccountArea|NotificationBell/.test(url))).toEqual([]);
    const loaded = await Promise.all([...new Set(scripts)].map(async (url) => (await page.request.get(url)).text()));
    const clientScripts = loaded.filter((body) => body.includes('GoTrueClient') || body.includes('supabase-js'));
    expect(clientScripts.map((body) => body.slice(0, 80))).toEqual([]);
  });
});
