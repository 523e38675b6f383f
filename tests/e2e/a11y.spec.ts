import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createVerifiedUser, newUser, type TestUser } from './helpers/accounts';

/**
 * Every route of spec section 2, as a visitor and signed in: no serious or critical axe violation, no horizontal
 * scrolling from 375 to 1920 px, and no raw i18n key on screen in either language.
 */
const routes = [
  '/',
  '/history',
  '/login',
  '/register',
  '/play',
  '/online',
  '/daily_island',
  '/mi_perfil',
  '/cancel',
  '/success',
  '/acc_settings',
  '/newsletter',
  '/newsletter/3',
  '/newsletter/404',
  '/map_creator',
  '/map_creator/event_creator',
  '/map_creator/event_creator_new',
  '/item_creator',
  '/shop',
  '/money_shop',
  '/gatcha',
  '/closet',
  '/custom_skin',
  '/notices',
  '/moderation',
  '/no/such/page',
];

/** What an untranslated key looks like on screen: "menu.panel.label" or "menu:panel.label". */
const rawKey = /^[a-z][A-Za-z0-9_]*(:[A-Za-z0-9_]+)?(\.[A-Za-z0-9_]+)+$/;

/** Waits until the screen has arrived: its chunk and texts loaded, no loading message left, the network quiet. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role="status"]').filter({ hasText: /^(Cargando|Loading)/ })).toHaveCount(0);
}

/** Every text a person can see or hear: text nodes, and the labels, alternatives and titles of elements. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

async function expectNoRawKeys(page: Page, where: string) {
  const keys = (await shownTexts(page)).filter((text) => rawKey.test(text));
  expect(keys, `raw i18n keys on ${where}`).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal scroll on ${where}`).toBeLessThanOrEqual(0);
}

async function checkRoute(page: Page, route: string, who: string) {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(route);
  await settle(page);
  await expectNoHorizontalScroll(page, `${who} ${route} at 375 px`);
  await expectNoRawKeys(page, `${who} ${route} (es)`);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await expectNoHorizontalScroll(page, `${who} ${route} at 1920 px`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoHorizontalScroll(page, `${who} ${route} at 1280 px`);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${who} ${route}`).toEqual([]);

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await settle(page);
  await expectNoRawKeys(page, `${who} ${route} (en)`);
}

/** Routes that need a token send visitors to /login, which the visitor pass checks already. */
const tokenRoutes = new Set([
  '/map_creator',
  '/map_creator/event_creator',
  '/map_creator/event_creator_new',
  '/item_creator',
  '/shop',
  '/money_shop',
  '/gatcha',
  '/closet',
  '/custom_skin',
  '/notices',
  '/moderation',
]);

test.describe('as a visitor', () => {
  for (const route of routes.filter((path) => !tokenRoutes.has(path))) {
    test(`${route} is accessible, fits every width and shows no raw key`, async ({ page }) => {
      await checkRoute(page, route, 'visitor');
    });
  }
});

test.describe('signed in', () => {
  let player: TestUser;
  let token: string;

  test.beforeAll(async ({ playwright }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    player = newUser('a11y');
    await createVerifiedUser(request, player);
    token = await apiLogin(request, player);
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    // A session as the login screen stores it (spec section 3), visiting the player's own profile.
    await page.addInitScript(
      ([session]) => {
        if (localStorage.getItem('token')) return;
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
      },
      [
        {
          token,
          userName: player.username,
          usernameToVisit: player.username,
          selectedCharacter: '1',
          signInMethod: 'password',
        },
      ] as const,
    );
  });

  for (const route of routes) {
    test(`${route} is accessible, fits every width and shows no raw key`, async ({ page }) => {
      await checkRoute(page, route, 'signed-in');
    });
  }
});
