/**
 * The event editor on a 2,000-event map (docs/architecture.md, "Budgets"; BENCH_EVENTS sets another size), in headless
 * Chromium against the real server and the built client: how long the map takes to open, and the frame rate while
 * dragging a node, panning at the opening zoom and panning the whole map zoomed out; then the same with other
 * players' runs painted on it ("Datos de jugadores", issue 28), read from the server's analytics of the published map.
 * Needs a client build (`npm run build`; BENCH_CLIENT_DIR serves another build, to compare two in one session).
 * BENCH_EDITOR_PROFILE=<file.cpuprofile> records the page's CPU profile of the painted, zoomed-out pan (and of the
 * painted open, beside it as <file>.open.cpuprofile);
 * BENCH_EDITOR_SHOT=<file.png> saves a screenshot of the painted map at zoom 0.1, to see what was measured.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createSessionTokens } from '../../server/services/accounts/session-tokens';
import { ensureChromium } from '../chromium.mjs';
import { insertBenchMap } from './editor-map';
import { drag, frameLine, framesDuring, line, startProfile } from './editor-frames';
import { seedRichPlayer } from './seed';
import { publishWithRuns } from './seed-analytics';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);
/** Other players' settled runs of the published map, painted when "Datos de jugadores" is on. */
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 300);
const CLIENT_DIR = resolve(process.env.BENCH_CLIENT_DIR ?? 'dist');
const VIEWPORT = { width: 1280, height: 800 };
const PANE = { x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 };

const viewportTransform = `document.querySelector('.react-flow__viewport').style.transform`;
const nextFrames = `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))`;

/** Opens the editor on the map; with `painted`, turns "Datos de jugadores" on and waits for the paint. */
async function openEditor(page: Page, url: string, painted: boolean, profileFile?: string): Promise<void> {
  const stopProfile = await startProfile(page, profileFile, 'CPU profile of that open');
  const started = Date.now();
  await page.goto(url);
  await page.locator('.react-flow__node').first().waitFor({ state: 'visible', timeout: 60_000 });
  const openMs = Date.now() - started;
  // From the moment the graph is in the store (the editor store's openMap, src/state/editor/creator-actions.ts, marks it) to painted nodes.
  const renderMs = await page.evaluate<number>(
    `performance.now() - (performance.getEntriesByName('editor:graph-ready')[0]?.startTime ?? NaN)`,
  );
  line('open: navigation to first node painted', `${openMs} ms`);
  line('render: graph loaded to first node painted', `${Math.round(renderMs)} ms`);
  line('nodes in the page at the opening zoom', `${await page.locator('.react-flow__node').count()}`);
  if (!painted) return;
  const toggled = Date.now();
  const answer = page.waitForResponse((response) => /\/maps\/\d+\/analytics/.test(response.url()), {
    timeout: 120_000,
  });
  await page.getByRole('button', { name: 'Datos de jugadores' }).click();
  const { runs } = (await (await answer).json()) as { runs: number };
  // The paint reaches the nodes of the events players reached; the panel's legend shows once it is drawn.
  await page.getByText('Muertes en el evento').first().waitFor({ timeout: 60_000 });
  await page.evaluate(nextFrames);
  const tinted = await page.locator('[data-deaths]').count();
  line(
    'player data: button to painted canvas',
    `${Date.now() - toggled} ms (${runs} runs, ${tinted} events tinted in the page)`,
  );
  line('open with player data painted', `${Date.now() - started} ms (navigation, the click, the paint)`);
  await stopProfile();
}

/** Pans at the opening zoom, shows the whole map and pans it there. */
async function panBothZooms(page: Page, label: string, profileFile?: string, shotFile?: string): Promise<void> {
  frameLine(
    `pan at the opening zoom${label}`,
    await framesDuring(page, () => drag(page, PANE, { x: PANE.x - 500, y: PANE.y - 250 })),
  );
  // "Show the whole map" zooms out as far as the editor allows (0.1): a couple of hundred nodes on screen at once.
  const zoomStart = Date.now();
  await page.getByRole('button', { name: 'Ver todo el mapa' }).click();
  while (!(await page.evaluate<string>(viewportTransform)).includes('scale(0.1)')) await page.waitForTimeout(20);
  await page.evaluate(nextFrames);
  const nodes = await page.locator('.react-flow__node').count();
  line(`show the whole map (zoom 0.1)${label}`, `${Date.now() - zoomStart} ms, ${nodes} nodes in the page`);
  const stopProfile = await startProfile(page, profileFile, 'CPU profile of that pan');
  frameLine(
    `pan zoomed out to 0.1${label}`,
    await framesDuring(page, () => drag(page, PANE, { x: PANE.x + 300, y: PANE.y + 200 })),
  );
  await stopProfile();
  if (shotFile) {
    await page.screenshot({ path: shotFile });
    line('screenshot at zoom 0.1', shotFile);
  }
}

export async function benchEditorOpen(): Promise<void> {
  if (!existsSync(join(CLIENT_DIR, 'index.html')))
    throw new Error('The editor benchmark needs the built client: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-bench-editor-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    },
    { clientDir: CLIENT_DIR },
  );
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
    // Analytics count other players' runs of a published version only.
    const players = [];
    for (let i = 0; i < 3; i++) players.push(await seedRichPlayer(app.db.kysely, 1, `editorplayer${i}`));
    const seeded = Date.now();
    await publishWithRuns(app.db.kysely, map.mapId, { runs: RUNS, playerIds: players.map((player) => player.id) });
    const seedMs = Date.now() - seeded;
    const token = await createSessionTokens(config.jwtSecret, config.jwtTtl).issue({
      id: map.userId,
      token_version: 0,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const page = await browser.newPage({ viewport: VIEWPORT, locale: 'es-ES' });
    await page.addInitScript(
      ([sessionToken, username]) => {
        localStorage.setItem('token', sessionToken);
        localStorage.setItem('userName', username);
      },
      [token, map.username],
    );
    const url = `${address}/map_creator/event_creator_new?mapId=${map.mapId}`;
    console.log(
      `\nEvent editor, ${map.events} events and ${map.options} options, ${RUNS} runs of other players (seeded in ${seedMs} ms), client ${CLIENT_DIR} (headless Chromium, software rendering, ${VIEWPORT.width}×${VIEWPORT.height})`,
    );

    // No event has a saved place: the first opening arranges the map in flow order (dagre) and saves the places. The
    // measures below open it again, as a creator does every later time.
    const arranging = Date.now();
    const saved = page.waitForResponse((answer) => answer.url().endsWith('/positions'), { timeout: 600_000 });
    await page.goto(url);
    await saved;
    line('first opening: arranged and places saved', `${Date.now() - arranging} ms`);

    await openEditor(page, url, false);
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
    const end = { x: start.x + (start.x < PANE.x ? 300 : -300), y: start.y + (start.y < PANE.y ? 150 : -150) };
    frameLine(
      'drag one node',
      await framesDuring(page, async () => {
        await drag(page, start, end);
        await drag(page, end, start);
      }),
    );
    await panBothZooms(page, '');

    console.log('  with player data painted:');
    const profile = process.env.BENCH_EDITOR_PROFILE;
    await openEditor(page, url, true, profile && profile.replace(/(\.cpuprofile)?$/, '.open.cpuprofile'));
    await panBothZooms(page, ', painted', process.env.BENCH_EDITOR_PROFILE, process.env.BENCH_EDITOR_SHOT);
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
