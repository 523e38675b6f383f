import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, createVerifiedUser, newUser, type TestUser } from './helpers/accounts';
import { langs, text, type Lang } from './helpers/i18n';
import { markVisitorTourSeen } from './helpers/tour';

/** Where the shell puts its overlays: toasts, the level-up party, the tour and the IA Mode tooltip (docs/shell.md). */

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** Names of the `controls` whose boxes `cover` intersects (measured in one go: a toast does not wait). */
function covered(cover: Box, controls: Locator): Promise<string[]> {
  return controls.evaluateAll(
    (elements, box) =>
      elements
        .filter((element) => {
          const r = element.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          return r.left < box.x + box.width && box.x < r.right && r.top < box.y + box.height && box.y < r.bottom;
        })
        .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName),
    cover,
  );
}

/** Opens the app signed in as `user` (once: a later reload keeps whatever the app did to local storage). */
async function signedIn(page: Page, user: TestUser, token: string, lang: Lang) {
  await page.addInitScript(
    ([name, session, language]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('language', language);
      localStorage.setItem('token', session);
      localStorage.setItem('userName', name);
      localStorage.setItem('newplayer', 'false');
    },
    [user.username, token, lang],
  );
}

/** The server says the player has just reached level 2: the real level-up toast and celebration appear. */
async function levelUpOnArrival(page: Page) {
  await page.route('**/user/data', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), lvl: 1, exp: 120, newplayer: false } });
  });
  await page.route('**/user/levelup', (route) =>
    route.fulfill({ json: { user: { lvl: 2, exp: 20, vacation_points: 0 }, leveledUp: true } }),
  );
}

const sizes = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

let player: TestUser;
let token: string;
test.beforeAll(async ({ request }) => {
  player = newUser('layout');
  await createVerifiedUser(request, player);
  token = await apiLogin(request, player);
});

for (const lang of langs) {
  for (const size of sizes) {
    test(`a toast hides no page title, main button or the logout × (${lang}, ${size.width} px)`, async ({ page }) => {
      await page.setViewportSize(size);
      await signedIn(page, player, token, lang);
      await levelUpOnArrival(page);
      const toast = page.getByRole('status').filter({ hasText: text(lang, 'menu', 'levelUp', { lvl: 2 }) });
      const bottomMenu =
        'nav[aria-label] > div > button, nav[aria-label] > div > a, nav[aria-label] [role=group] button';

      await page.goto('/');
      await expect(toast).toBeVisible();
      // The level-up medal stays clear of the logout ×.
      const logout = page.getByRole('button', { name: text(lang, 'menu', 'panel.logout') });
      const medal = page.getByTestId('level-up-celebration').locator('> div');
      expect(overlap(await boxOf(medal), await boxOf(logout))).toBe(false);
      // On the title screen every control counts: the card and its ×, the shop corner, the game modes.
      expect(await covered(await boxOf(toast), page.locator(`main h1, main a, main button, ${bottomMenu}`))).toEqual(
        [],
      );

      for (const mode of ['online', 'mapCreator']) {
        await page.goto('/');
        await expect(toast).toBeVisible();
        await page.getByRole('link', { name: text(lang, 'menu', `modes.${mode}`) }).click();
        await expect(page.locator('main h1')).toBeVisible();
        await expect(toast).toBeVisible();
        // A list screen's sign (PageSign) holds its title, its main buttons and its tools.
        const sign = 'main header h1, main header a, main header button, main header input';
        expect(await covered(await boxOf(toast), page.locator(`${sign}, ${bottomMenu}`)), mode).toEqual([]);
      }
    });
  }

  test(`on a 375 × 667 phone the four game modes are on screen and the IA Mode tooltip covers none (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await markVisitorTourSeen(page);
    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await page.goto('/');
    const signpost = page.getByRole('navigation', { name: text(lang, 'menu', 'modes.label') });
    const planks = signpost.locator('a, button');
    await expect(planks).toHaveCount(4);
    const menuTop = (await boxOf(page.getByRole('navigation', { name: text(lang, 'common', 'nav.label') }))).y;
    for (const plank of await planks.all()) {
      const box = await boxOf(plank);
      expect(box.y, await plank.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, await plank.innerText()).toBeLessThanOrEqual(menuTop);
    }
    await page.getByRole('button', { name: text(lang, 'menu', 'modes.ia') }).focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    expect(await covered(await boxOf(tooltip), page.locator('main a, main button, nav[aria-label] button'))).toEqual(
      [],
    );
    const onlineMode = page.getByRole('link', { name: text(lang, 'menu', 'modes.online') });
    expect(overlap(await boxOf(tooltip), await boxOf(onlineMode))).toBe(false);
  });
}

test('the language switch stays usable while the first-visit tour runs, and turns the tour to English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: text('es', 'tour', 'steps.visitor.title') })).toBeVisible();
  // A real click: it must reach the switch through the tour's dimmed layer.
  await page.getByRole('button', { name: text('es', 'common', 'language.en') }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'tour', 'steps.visitor.title') })).toBeVisible();
});
