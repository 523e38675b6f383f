/**
 * The event editor on a 2,000-event map (docs/architecture.md, "Budgets"; BENCH_EVENTS sets another size), in headless Chromium against
 * the real server and the built client: how long the map takes to open, and the frame rate while panning at the
 * opening zoom, panning the whole map zoomed out, and dragging a node. Needs a client build (`npm run build`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createSessionTokens } from '../../server/services/accounts/session-tokens';
import { ensureChromium } from '../chromium.mjs';
import { insertBenchMap } from './editor-map';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);
const VIEWPORT = { width: 1280, height: 800 };

interface Frames {
  frames: number;
  fps: number;
  /** Main-thread task time per frame (CDP TaskDuration): the page's own cost, which a busy machine inflates less than fps. */
  busyMs: number;
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

const viewportTransform = `document.querySelector('.react-flow__viewport').style.transform`;
const nextFrames = `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))`;

/** One DevTools session per page: enabling the metrics again would start them from zero. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** Main-thread task time so far, in milliseconds. */
async function taskMs(page: Page): Promise<number> {
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
  const { metrics } = await (await session).send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** Counts animation frames in the page while `action` runs. */
async function framesDuring(page: Page, action: () => Promise<void>): Promise<Frames> {
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
    p95Ms: gaps[Math.floor(gaps.length * 0.95)] ?? 0,
    worstMs: gaps[gaps.length - 1] ?? 0,
  };
}

/** Drags with the mouse from one point to another over `steps` moves. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 60) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
const frameLine = (label: string, result: Frames) =>
  line(
    label,
    `${result.fps.toFixed(1)} fps, p95 frame ${result.p95Ms.toFixed(1)} ms, worst ${result.worstMs.toFixed(1)} ms, busy ${result.busyMs.toFixed(1)} ms/frame`,
  );

export async function benchEditorOpen(): Promise<void> {
  if (!existsSync('dist/index.html'))
    throw new Error('The editor benchmark needs the built client: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-bench-editor-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  });
  const app = await buildApp(config);
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const map = await insertBenchMap(app.db.kysely, EVENTS);
    const token = await createSessionTokens(config.jwtSecret, config.jwtTtl).issue({
      id: map.userId,
      token_version: 0,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.addInitScript(
      ([sessionToken, username]) => {
        localStorage.setItem('token', sessionToken);
        localStorage.setItem('userName', username);
      },
      [token, map.username],
    );

    const started = Date.now();
    await page.goto(`${address}/map_creator/event_creator_new?mapId=${map.mapId}`);
    await page.locator('.react-flow__node').first().waitFor({ state: 'visible', timeout: 60_000 });
    const openMs = Date.now() - started;
    // From the moment the graph is in the store (the editor store's openMap, src/state/editor/creator-actions.ts, marks it) to painted nodes.
    const renderMs = await page.evaluate<number>(
      `performance.now() - (performance.getEntriesByName('editor:graph-ready')[0]?.startTime ?? NaN)`,
    );
    const rendered = await page.locator('.react-flow__node').count();
    console.log(
      `\nEvent editor, ${map.events} events and ${map.options} options (headless Chromium, software rendering, ${VIEWPORT.width}×${VIEWPORT.height})`,
    );
    line('open: navigation to first node painted', `${openMs} ms`);
    line('render: graph loaded to first node painted', `${Math.round(renderMs)} ms`);
    line('nodes in the page at the opening zoom', `${rendered}`);

    const pane = { x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 };
    // At the opening camera, drag a node: only that node and its edges change each frame.
    // A header on screen below the toolbar to grab; it is dragged towards the middle of the canvas.
    const start = await page.evaluate<{ x: number; y: number } | null>(`(() => {
      for (const header of document.querySelectorAll('.react-flow__node header')) {
        const box = header.getBoundingClientRect();
        const x = box.left + 20, y = box.top + box.height / 2;
        if (x > 0 && x < innerWidth - 220 && y > 80 && y < innerHeight - 160) return { x, y };
      }
      return null;
    })()`);
    if (!start) throw new Error('No node on screen to drag');
    // There and back, so the pans below start on the same empty water.
    const end = { x: start.x + (start.x < pane.x ? 300 : -300), y: start.y + (start.y < pane.y ? 150 : -150) };
    const nodeDrag = await framesDuring(page, async () => {
      await drag(page, start, end);
      await drag(page, end, start);
    });
    frameLine('drag one node', nodeDrag);
    const panNear = await framesDuring(page, () => drag(page, pane, { x: pane.x - 500, y: pane.y - 250 }));
    frameLine('pan at the opening zoom', panNear);

    // "Show the whole map" zooms out as far as the editor allows (0.1): a couple of hundred nodes on screen at once.
    const zoomStart = Date.now();
    await page.getByRole('button', { name: 'Ver todo el mapa' }).click();
    while (!(await page.evaluate<string>(viewportTransform)).includes('scale(0.1)')) await page.waitForTimeout(20);
    await page.evaluate(nextFrames);
    const zoomOutMs = Date.now() - zoomStart;
    const renderedFar = await page.locator('.react-flow__node').count();
    line('show the whole map (zoom 0.1)', `${zoomOutMs} ms, ${renderedFar} nodes in the page`);
    const panFar = await framesDuring(page, () => drag(page, pane, { x: pane.x + 300, y: pane.y + 200 }));
    frameLine('pan zoomed out to 0.1', panFar);
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
