/**
 * Issue 26's screens during a run (scripts/shots/issue-26.ts): the stake marks on the first event, the low-health
 * vignette the first time it shows, and the ending card, each at a phone's and a desktop's width. Runs are played
 * as a visitor by the browser tests' keyboard player and strategy (tests/e2e/helpers/play-keyboard.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Goal } from '../../tests/e2e/helpers/play-strategy';
import { keyboardControls, playRun, runStarted } from '../../tests/e2e/helpers/play-keyboard';

export const WIDTHS = [375, 1280] as const;
const viewport = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

/** Takes the screen (or one element of it) at each width, ending at the desktop width the runs play at. */
export async function atEachWidth(page: Page, outDir: string, name: string, selector?: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    // Layout and the scene's resize settle within a few frames.
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${outDir}/${name}-${width}.png` });
    if (selector) await page.locator(selector).screenshot({ path: `${outDir}/${name}-${width}-card.png` });
  }
}

export interface RunShot {
  readonly island: number;
  readonly wanted: Goal;
  readonly ending: 'rescue' | 'death';
  readonly seconds: number;
}

/** What one language's runs still have to capture: the stakes and the vignette are taken once per language. */
export interface Pending {
  stakes: boolean;
  vignette: boolean;
}

/**
 * Plays one run of `island` towards `goal` and captures what is pending on the way and the ending card at the end.
 * Returns which ending the run reached (a strategy aims, the server's seed decides) and how long it took.
 */
export async function playAndShoot(
  context: BrowserContext,
  outDir: string,
  lang: string,
  island: number,
  goal: Goal,
  pending: Pending,
): Promise<RunShot> {
  const started = Date.now();
  const page = await context.newPage();
  await page.addInitScript((map) => localStorage.setItem('mapa', String(map)), island);
  const run = runStarted(page);
  await page.goto('/play');
  const keys = keyboardControls(page);
  const end = await playRun(page, await run, goal, {
    ...keys,
    pick: async (index) => {
      if (pending.stakes) {
        pending.stakes = false;
        await atEachWidth(page, outDir, `stakes-${lang}`);
      }
      if (pending.vignette && (await page.getByTestId('danger-vignette').count()) > 0) {
        pending.vignette = false;
        await atEachWidth(page, outDir, `low-health-${lang}`);
      }
      await keys.pick(index);
    },
  });
  const ending =
    (await end.locator('figure[data-ending]').getAttribute('data-ending')) === 'rescue' ? 'rescue' : 'death';
  // The picture is a lazy image: wait until it has arrived before taking the card.
  await end
    .locator('figure[data-ending] img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  await atEachWidth(page, outDir, `ending-${island}-${ending}-${lang}`, 'figure[data-ending]');
  await page.close();
  return { island, wanted: goal, ending, seconds: Math.round((Date.now() - started) / 1000) };
}
