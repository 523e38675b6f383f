import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/**
 * ARCHITECTURE.md §8: the first page (/) downloads little JavaScript, and neither Phaser nor React Flow is part of it.
 * Measured the way a browser loads it: a first-time visitor in Spanish and in English opens /, and every script the
 * page fetches until the network is quiet counts (the entry, the main menu, its shared chunks, its texts, the tour),
 * each gzipped at level 9, whatever the server sent.
 * The budget is the architecture's 130 KB (docs/performance.md, "First page", records the steps to it).
 */
const BUDGET_BYTES = 130 * 1024;

for (const locale of ['es-ES', 'en-US']) {
  test(`the first page in ${locale} stays within ${BUDGET_BYTES / 1024} KB of gzipped JavaScript, without Phaser or React Flow`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 375, height: 812 } });
    if (locale === 'en-US') await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    const scripts: Promise<{ url: string; gzipped: number; code: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzipped: gzipSync(body, { level: 9 }).length,
          code: body.toString('utf8'),
        })),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();

    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, { gzipped }) => sum + gzipped, 0);
    console.log(
      `first page (${locale}): ${(total / 1024).toFixed(1)} KB gzipped in ${loaded.length} scripts`,
      loaded.map(({ url, gzipped }) => `${url} ${(gzipped / 1024).toFixed(1)} KB`),
    );
    expect(total, `first page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);
    for (const { url, code } of loaded) {
      expect(url).not.toMatch(/phaser|stage|xyflow|event-editor/i);
      // Signatures that survive minification: Phaser's version banner and React Flow's class names.
      expect(code, url).not.toMatch(/Phaser v\d|react-flow__/);
      // Only the page's own language: the other one's texts stay on the server.
      expect(url).not.toContain(locale === 'es-ES' ? 'texts-en' : 'texts-es');
    }
    await context.close();
  });
}

/**
 * Lighthouse's largest paint on / is the title picture. The landing page draws it in its loading screen, so it is
 * painted as soon as the app's stylesheet has arrived, before any script has run, and the title screen's own copy is never a later, larger paint (docs/performance.md, "First page").
 */
test('/ paints its title before the app runs, and that stays the largest paint', async ({ browser }) => {
  const phone = { viewport: { width: 412, height: 823 } };
  const withoutScripts = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const still = await withoutScripts.newPage();
  await still.goto('/');
  await expect(still.getByRole('img', { name: 'Vacation Survival' })).toBeVisible();
  await withoutScripts.close();

  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('img', { name: 'Vacation Survival' })).toBeVisible();
  const largest = await page.evaluate(
    () =>
      new Promise<{ fromApp: boolean }>((done) =>
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
          // The loading screen's picture is gone once the app has rendered: a later paint would still be in the page.
          done({ fromApp: Boolean(last.element?.isConnected) });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  expect(largest.fromApp, 'the title screen repainted a larger title after the loading screen').toBe(false);
  await context.close();
});

/** The parts of each screen the build draws into its page (scripts/prerender), where a shift would show. */
const drawnScreens = [
  { path: '/login', parts: ['h1', 'h1 + p', 'form'] },
  { path: '/online', parts: ['h1', 'h1 + p', '[role=search]'] },
];

/** Where each part sits once the page's fonts have arrived. */
const boxesOf = (page: Page, parts: string[]) =>
  page.evaluate(async (selectors) => {
    await document.fonts.ready;
    return selectors.map((selector) => {
      const box = document.querySelector(`main ${selector}`)?.getBoundingClientRect();
      return box
        ? `${selector} ${[box.x, box.y, box.width, box.height].map(Math.round).join(' ')}`
        : `${selector}: none`;
    });
  }, parts);

/**
 * /login and /online come with their screen drawn into the page, in the player's language, so their largest text is
 * painted before the app runs (Lighthouse's LCP on them was a paragraph the app rendered); until the app replaces it,
 * nothing in it can be used. It must sit exactly where the app then draws it, or the page would jump.
 */
for (const { path, parts } of drawnScreens) {
  test(`${path} is drawn into its page in the player's language, where the app then draws it`, async ({ browser }) => {
    for (const [language, width] of [
      ['es', 375],
      ['en', 1280],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const app = await context.newPage();
      await app.goto(path);
      await expect(app.locator('#root [inert]')).toHaveCount(0);
      await expect(app.locator('main h1')).toBeVisible();
      const title = await app.locator('main h1').textContent();
      const drawnByApp = await boxesOf(app, parts);

      // The app has told the server its language (a cookie): the page now comes drawn in it. Without the app's code,
      // the drawn copy is what shows.
      const still = await context.newPage();
      await still.route('**/build/*.js', (route) => route.abort());
      await still.goto(path);
      await expect(still.locator('html')).toHaveAttribute('lang', language);
      await expect(still.locator('main h1')).toHaveText(title!);
      await expect(still.locator('#root > [inert]')).toHaveCount(1);
      expect(await boxesOf(still, parts), `${path} in ${language} at ${width} px`).toEqual(drawnByApp);
      await context.close();
    }
  });
}
