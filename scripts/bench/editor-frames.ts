/**
 * Frame counting for the editor benchmark (editor-open.ts): animation frames in the page while the mouse pans or
 * drags, with the main thread's task time from DevTools.
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';

export interface Frames {
  frames: number;
  fps: number;
  /** Main-thread task time per frame (CDP TaskDuration): the page's own cost, which a busy machine inflates less than fps. */
  busyMs: number;
  medianMs: number;
  p95Ms: number;
  worstMs: number;
}

// Page scripts are strings: tsx would add helpers to a compiled function that do not exist in the page.
const startCounting = `(() => {
  const stamps = [];
  window.benchFrames = stamps;
  const tick = (time) => {
    stamps.push(time);
    if (window.benchFrames === stamps) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
const stopCounting = `(() => {
  const stamps = window.benchFrames || [];
  window.benchFrames = undefined;
  return stamps;
})()`;

/** One DevTools session per page: enabling the metrics again would start them from zero. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The page's DevTools session, with the performance metrics on. */
export function devTools(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('Performance.enable');
        return cdp;
      });
    sessions.set(page, session);
  }
  return session;
}

/** Starts the page's CPU profiler when there is a `file` to write; the function returned stops it and writes it. */
export async function startProfile(page: Page, file: string | undefined, label: string): Promise<() => Promise<void>> {
  if (!file) return async () => undefined;
  const cdp = await devTools(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    line(label, file);
  };
}

/** Main-thread task time so far, in milliseconds. */
async function taskMs(page: Page): Promise<number> {
  const { metrics } = await (await devTools(page)).send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** Counts animation frames in the page while `action` runs. */
export async function framesDuring(page: Page, action: () => Promise<void>): Promise<Frames> {
  const busyBefore = await taskMs(page);
  await page.evaluate(startCounting);
  await action();
  const stamps = await page.evaluate<number[]>(stopCounting);
  const busy = (await taskMs(page)) - busyBefore;
  const gaps = stamps
    .slice(1)
    .map((time, index) => time - stamps[index])
    .sort((a, b) => a - b);
  const span = stamps.length > 1 ? stamps[stamps.length - 1] - stamps[0] : 0;
  return {
    frames: stamps.length,
    fps: span > 0 ? ((stamps.length - 1) * 1000) / span : 0,
    busyMs: stamps.length > 0 ? busy / stamps.length : 0,
    medianMs: gaps[Math.floor(gaps.length / 2)] ?? 0,
    p95Ms: gaps[Math.floor(gaps.length * 0.95)] ?? 0,
    worstMs: gaps[gaps.length - 1] ?? 0,
  };
}

/** Drags with the mouse from one point to another over `steps` moves. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 60) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

export const line = (label: string, value: string) => console.log(`  ${label.padEnd(50)} ${value}`);
export const frameLine = (label: string, result: Frames) =>
  line(
    label,
    `${result.fps.toFixed(1)} fps, frame median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, worst ${result.worstMs.toFixed(1)} ms, busy ${result.busyMs.toFixed(1)} ms/frame`,
  );
