import { expect, test } from '@playwright/test';
import { createVerifiedUser, newUser, verificationLink } from './helpers/accounts';
import { langs, text } from './helpers/i18n';
import { useLanguage } from './helpers/session';
import { skipTour } from './helpers/tour';

for (const lang of langs) {
  const t = (ns: string, key: string, values?: Record<string, string | number>) => text(lang, ns, key, values);

  test(`a new player signs up, verifies, signs in, follows, changes the password and logs out [${lang}]`, async ({
    page,
    request,
  }) => {
    const friend = newUser('friend');
    await createVerifiedUser(request, friend);
    const player = newUser(`p${lang}`);
    await useLanguage(page, lang);

    // Register: the success message shows and the player lands on the main menu.
    await page.goto('/register');
    await page.getByLabel(t('auth', 'fields.email')).fill(player.email);
    await page.getByLabel(t('auth', 'fields.username')).fill(player.username);
    await page.getByLabel(t('auth', 'fields.password')).fill(player.password);
    await page.getByRole('button', { name: t('auth', 'register.submit') }).click();
    await expect(page.getByText(t('auth', 'register.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Signing in before verifying is refused with a way to resend the mail.
    await page.goto('/login');
    await page.getByLabel(t('auth', 'fields.email')).fill(player.email);
    await page.getByLabel(t('auth', 'fields.password')).fill(player.password);
    await page.getByRole('button', { name: t('auth', 'login.submit') }).click();
    await expect(page.getByRole('button', { name: t('auth', 'resend.button') })).toBeVisible();

    // The link in the mail (read from the outbox) activates the account, once.
    const link = await verificationLink(player.email);
    await page.goto(link);
    await expect(page.getByText(t('auth', 'verify.verified'))).toBeVisible();
    await page.goto(link);
    await expect(page.getByText(t('auth', 'verify.used'))).toBeVisible();

    // Sign in and open the own profile from the main menu's profile panel.
    await page.goto('/login');
    await page.getByLabel(t('auth', 'fields.email')).fill(player.email);
    await page.getByLabel(t('auth', 'fields.password')).fill(player.password);
    await page.getByRole('button', { name: t('auth', 'login.submit') }).click();
    await expect(page).toHaveURL(/\/$/);
    // A new player is first shown around the main menu (spec section 2).
    await skipTour(page);
    await page.getByRole('button', { name: t('menu', 'panel.openProfile') }).click();
    await expect(page).toHaveURL(/\/mi_perfil$/);
    await expect(page.getByRole('heading', { name: player.username })).toBeVisible();
    await expect(page.getByRole('button', { name: t('profile', 'edit.open') })).toBeVisible();

    // Visit the friend's profile and follow them; their follower count goes up.
    await page.evaluate((name) => localStorage.setItem('usernameToVisit', name), friend.username);
    await page.goto('/mi_perfil');
    await expect(page.getByRole('heading', { name: friend.username })).toBeVisible();
    await page.getByRole('button', { name: t('profile', 'follow.followUser', { username: friend.username }) }).click();
    await expect(
      page.getByRole('button', { name: t('profile', 'follow.unfollowUser', { username: friend.username }) }),
    ).toBeVisible();
    await page.getByRole('button', { name: new RegExp(t('profile', 'counts.followers')) }).click();
    await expect(page.getByRole('dialog').getByText(player.username)).toBeVisible();
    await page.keyboard.press('Escape');

    // Change the password; a mismatch is caught first.
    const newPassword = 'coconut-storm-77';
    await page.goto('/acc_settings');
    await page.getByLabel(t('settings', 'password.current')).fill(player.password);
    await page.getByLabel(t('settings', 'password.new'), { exact: true }).fill(newPassword);
    await page.getByLabel(t('settings', 'password.confirm')).fill('something-else-1');
    await page.getByRole('button', { name: t('settings', 'password.submit') }).click();
    await expect(page.getByText(t('settings', 'password.mismatch'))).toBeVisible();
    await page.getByLabel(t('settings', 'password.confirm')).fill(newPassword);
    await page.getByRole('button', { name: t('settings', 'password.submit') }).click();
    await expect(page.getByText(t('settings', 'password.changed'))).toBeVisible();

    // Log out: the menu offers signing in again, and the new password works.
    await page.getByRole('button', { name: t('settings', 'session.logout') }).click();
    await page.goto('/');
    await expect(
      page
        .getByRole('link', { name: t('menu', 'visitor.login') })
        .or(page.getByRole('button', { name: t('menu', 'visitor.login') }))
        .first(),
    ).toBeVisible();
    await page.goto('/login');
    await page.getByLabel(t('auth', 'fields.email')).fill(player.email);
    await page.getByLabel(t('auth', 'fields.password')).fill(newPassword);
    await page.getByRole('button', { name: t('auth', 'login.submit') }).click();
    await expect(page).toHaveURL(/\/$/);

    // An unknown route shows the 404 page with a way home.
    await page.goto('/this/page/does/not/exist');
    await expect(page.getByRole('heading', { name: t('common', 'notFound.title') })).toBeVisible();
  });
}

test('visitors are sent to /login from token-only routes', async ({ page }) => {
  await page.goto('/map_creator');
  await expect(page).toHaveURL(/\/login$/);
});

test('a player deletes their account after confirming with the password, and can no longer sign in', async ({
  page,
  request,
}) => {
  const t = (ns: string, key: string) => text('es', ns, key);
  const player = newUser('leaver');
  await createVerifiedUser(request, player);
  await page.goto('/login');
  await page.getByLabel(t('auth', 'fields.email')).fill(player.email);
  await page.getByLabel(t('auth', 'fields.password')).fill(player.password);
  await page.getByRole('button', { name: t('auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/acc_settings');
  await page.getByRole('button', { name: t('settings', 'delete.open') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(t('settings', 'delete.warning'))).toBeVisible();
  await dialog.getByLabel(t('settings', 'delete.password')).fill(player.password);
  await dialog.getByRole('button', { name: t('settings', 'delete.confirm') }).click();
  await expect(page).toHaveURL(/\/$/);

  const login = await request.post('/auth/login', { data: { email: player.email, password: player.password } });
  expect(login.status()).toBe(401);
  const profile = await request.get(`/user/mi_perfil/${player.username}`);
  expect(profile.status()).toBe(404);
});

test('the development outbox lists a new mail and opens it, without sideways scrolling at 375 px', async ({
  page,
  request,
}) => {
  const player = newUser('outbox');
  await request.post('/auth/register', { data: player });
  await verificationLink(player.email);
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/dev/mail');
  const row = page.locator('tr', { hasText: player.email });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await row.getByRole('link').click();
  await expect(page.getByText(player.email).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
