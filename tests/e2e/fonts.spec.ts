import { expect, test, type Browser } from '@playwright/test';
import type { Lang } from './helpers/i18n';
import { useLanguage } from './helpers/session';
import { markVisitorTourSeen } from './helpers/tour';

/**
 * Until Fredoka and Nunito arrive, text is set in fallback faces cut to their measures (ui/styles/font-fallbacks.css):
 * the swap must move nothing. Each landing page is laid out twice, once with the game's fonts refused, and every
 * heading, paragraph, control and list item must stand on the same line with the same height. The game's own texts,
 * that is: a list of the players' maps (Online Mode's results) is left out, since a player's description can end a
 * hair from the line's end, where no fallback can promise the same break.
 */
const playersMaps = 'main section[aria-label] > ul';
const fontFile = /\.woff2?$/;

async function textBoxes(browser: Browser, path: string, lang: Lang, width: number, withFonts: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 823 } });
  const page = await context.newPage();
  await markVisitorTourSeen(page);
  await useLanguage(page, lang);
  await page.route(fontFile, (route) => (withFonts ? route.continue() : route.abort()));
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
  });
  // The screen is a lazy chunk: on a busy machine it may still be arriving after the network went quiet. Once it is
  // drawn, what it asks for (Online Mode's list) is awaited too, so no placeholder (a status saying it loads) is measured.
  const texts = page.locator('h1, h2, h3, p, button, label, li, a');
  await expect.poll(() => texts.count()).toBeGreaterThan(5);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role="status"]:not(:empty)')).toHaveCount(0);
  const boxes = await texts.evaluateAll(
    (elements, skipped) =>
      elements
        .filter((element) => !element.closest(skipped))
        .map((element) => {
          // Lines and heights: a line that wraps differently moves everything below it. (Words within a line may
          // shift a pixel or two sideways: the fallbacks match the fonts' widths line by line, not letter by letter.)
          const { top, height } = element.getBoundingClientRect();
          return `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 24)}: ${Math.round(top)} ${Math.round(height)}`;
        }),
    playersMaps,
  );
  await context.close();
  return { faces, boxes };
}

for (const path of ['/', '/login', '/online']) {
  for (const [lang, width] of [
    ['es', 412],
    ['en', 375],
    ['es', 1280],
  ] as const) {
    test(`${path} in ${lang} at ${width} px: the game's fonts arriving move nothing`, async ({ browser }) => {
      const fallback = await textBoxes(browser, path, lang, width, false);
      const fonts = await textBoxes(browser, path, lang, width, true);
      expect(fallback.faces).toContain('Nunito fallback');
      expect(fallback.faces).not.toContain('Nunito');
      expect(fonts.faces).toContain('Nunito');
      expect(fallback.boxes.length).toBeGreaterThan(5);
      expect(fonts.boxes).toEqual(fallback.boxes);
    });
  }
}
