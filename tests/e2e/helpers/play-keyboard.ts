/**
 * A player for the game screen, with the keyboard (Enter opens the bottle and continues, the number of an option picks
 * it, Esc skips the tutorial) or any other controls (the gamepad's: gamepad.ts). Which option it picks is the
 * strategy's (play-strategy.ts), fed with the run the server started (the /play/play answer) and the stats bar on
 * screen.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { PlayResponse } from '../../../src/contract/play';
import { coreOption } from '../../../src/contract/to-core';
import { STAT_KEYS, type Stats } from '../../../src/core/stats';
import { pickOption, type Goal } from './play-strategy';

/** No run lasts more turns than its map has events (docs/game-rules.md), each a few keys long, plus the tutorial. */
const maxSteps = (run: PlayResponse) => (run.eventos.length + 2) * 4;

/** What the game screen waits for now, read in one go (the next key depends on it). */
type Screen =
  | { readonly kind: 'end' | 'tutorial' | 'bottle' | 'busy' }
  | { readonly kind: 'continue'; readonly text: string }
  | {
      readonly kind: 'options';
      readonly text: string;
      readonly premise: string;
      readonly open: readonly boolean[];
      readonly stats: { readonly value: Stats; readonly max: Stats };
    };

/**
 * Runs in the page (self-contained: Playwright sends its source): resolves with what the screen shows once it differs
 * from `before` (at once when there is none). Polling inside the page costs one round trip per key, which keeps the
 * test light on a busy machine; the page's CSP forbids eval, so this is an evaluated function, not a waitForFunction
 * string.
 */
function nextScreen({
  statKeys,
  before,
  timeoutMs,
}: {
  statKeys: readonly string[];
  before: string | null;
  timeoutMs: number;
}): Promise<Screen> {
  /** Stats come from the progress bars of the stats bar. */
  const read = (): Screen => {
    if (document.querySelector('[aria-modal="true"][data-game-panel]')) return { kind: 'end' };
    if (document.querySelector('[data-tutorial]')) return { kind: 'tutorial' };
    const panel = document.querySelector('[data-game-panel]');
    const text = panel?.textContent ?? '';
    if (panel?.querySelector('[data-continue]')) return { kind: 'continue', text };
    const options = [...(panel?.querySelectorAll('[data-option-key]') ?? [])];
    if (panel && options.length > 0) {
      const bar = (stat: string, attribute: string) =>
        Number(document.querySelector(`[data-stat="${stat}"] [role="progressbar"]`)?.getAttribute(attribute));
      const stats = (attribute: string) =>
        Object.fromEntries(statKeys.map((stat) => [stat, bar(stat, attribute)])) as Stats;
      return {
        kind: 'options',
        text,
        premise: panel.querySelector('h2')?.textContent ?? '',
        open: options.map((option) => option.getAttribute('aria-disabled') !== 'true'),
        stats: { value: stats('aria-valuenow'), max: stats('aria-valuemax') },
      };
    }
    if (document.querySelector('[data-bottle]')) return { kind: 'bottle' };
    return { kind: 'busy' };
  };
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => {
      const now = read();
      if (JSON.stringify(now) !== before) resolve(now);
      else if (Date.now() > deadline) reject(new Error(`the game did not answer in state ${before?.slice(0, 120)}`));
      else setTimeout(poll, 30);
    };
    poll();
  });
}

/** Waits for the screen to answer the last key (or reads it, with no key pressed yet). */
const answerTo = (page: Page, before: Screen | null): Promise<Screen> =>
  page.evaluate(nextScreen, { statKeys: STAT_KEYS, before: before && JSON.stringify(before), timeoutMs: 15_000 });

/** The run the next /play/play answer starts: call it before the game screen opens. */
export function runStarted(page: Page): Promise<PlayResponse> {
  return page
    .waitForResponse((response) => response.url().endsWith('/play/play') && response.request().method() === 'POST')
    .then((response) => response.json() as Promise<PlayResponse>);
}

/** How a player acts on the game screen: each resolves once the input is given (the screen's answer is awaited after). */
export interface RunControls {
  readonly skipTutorial: () => Promise<void>;
  /** Picks the option at this index (0-based, in screen order). */
  readonly pick: (index: number) => Promise<void>;
  /** Opens the bottle, or continues after an outcome. */
  readonly advance: () => Promise<void>;
}

/** The keyboard's controls (also the screenshot tools', which look at the screen before each key). */
export const keyboardControls = (page: Page): RunControls => ({
  skipTutorial: () => page.keyboard.press('Escape'),
  pick: (index) => page.keyboard.press(String(index + 1)),
  advance: () => page.keyboard.press('Enter'),
});

/** Plays the run on screen to its end with the keyboard only, steering it towards `goal`; answers the end popup. */
export const playWithKeyboard = (page: Page, run: PlayResponse, goal: Goal): Promise<Locator> =>
  playRun(page, run, goal, keyboardControls(page));

/** Plays the run on screen to its end with `controls`, steering it towards `goal`; answers the end popup. */
export async function playRun(page: Page, run: PlayResponse, goal: Goal, controls: RunControls): Promise<Locator> {
  const events = new Map(run.eventos.map((event) => [event.premise, event]));
  let screen = await answerTo(page, null);
  for (let step = 0, steps = maxSteps(run); step < steps; step++) {
    if (screen.kind === 'end') {
      const end = page.locator('[aria-modal="true"][data-game-panel]');
      await expect(end).toBeVisible();
      return end;
    }
    if (screen.kind === 'tutorial') await controls.skipTutorial();
    else if (screen.kind === 'options') {
      const event = events.get(screen.premise);
      if (!event) throw new Error(`the event on screen is not in the run: ${screen.premise}`);
      const { open } = screen;
      expect(open).toHaveLength(event.consecuencias.length);
      const options = event.consecuencias.map((consequence, index) => ({
        consequence: coreOption(consequence),
        open: open[index],
      }));
      await controls.pick(pickOption(goal, options, screen.stats));
    } else if (screen.kind !== 'busy') await controls.advance();
    screen = await answerTo(page, screen);
  }
  throw new Error('the run did not end');
}
