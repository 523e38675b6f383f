/**
 * `npm run build && npm run bench -- lighthouse`: issue 30's first-page target, Lighthouse mobile 0.95 or more (the
 * median of three runs) on `/`, `/online` with 60 published maps with pictures, `/login` and the daily's board
 * (`/daily_island`). Starts the built server on a fresh data folder (port BENCH_LIGHTHOUSE_PORT, 3195), publishes the
 * maps through the API and ranks a week of daily players (seed-lighthouse.ts), then runs Lighthouse on the pages in
 * turn, three rounds (BENCH_LIGHTHOUSE_ROUNDS). BENCH_LIGHTHOUSE_REPORTS=<dir> keeps the JSON reports (LCP element,
 * request chains, main-thread breakdown); otherwise they go with the data folder. Three to four minutes.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startBuiltServer } from '../shots/built-server';
import { pageLine, runLighthouse, type LighthouseRun } from './lighthouse-run';
import { seedLighthousePages } from './seed-lighthouse';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3195);
const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 3);
const MAPS = 60;
const BUDGET = 0.95;
const PAGES = ['/', '/online', '/login', '/daily_island'];

export async function benchLighthouse(): Promise<void> {
  if (!existsSync('dist/index.html'))
    throw new Error('The Lighthouse benchmark needs the built client: run `npm run build` first.');
  // The e2e helpers that seed the pages read the server's outbox in this port's e2e folder (tests/e2e/helpers/server.ts).
  const dataDir = resolve(`data/e2e-${PORT}`);
  const reports = resolve(process.env.BENCH_LIGHTHOUSE_REPORTS ?? join(dataDir, 'lighthouse'));
  const server = await startBuiltServer(PORT, dataDir);
  const stopOnSignal = () => {
    server.stop();
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  try {
    const seeding = Date.now();
    await seedLighthousePages(server.url, PORT, MAPS);
    mkdirSync(reports, { recursive: true });
    console.log(
      `\nLighthouse 12 mobile, performance, ${ROUNDS} rounds of ${PAGES.join(' ')} in turn; ${MAPS} published maps ` +
        `with pictures and a week of daily boards (seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s)`,
    );
    const runs = new Map<string, LighthouseRun[]>(PAGES.map((page) => [page, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const page of PAGES) {
        const name = page === '/' ? 'root' : page.slice(1);
        const run = await runLighthouse(`${server.url}${page}`, join(reports, `${name}-${round}.json`));
        runs.get(page)!.push(run);
        console.log(
          `  round ${round} ${page.padEnd(14)} ${run.score.toFixed(2)}, LCP ${(run.lcpMs / 1000).toFixed(1)} s, ` +
            `TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, load ${run.load.toFixed(1)}`,
        );
      }
    }
    console.log('  median (min–max):');
    for (const [page, pageRuns] of runs) console.log(pageLine(page, pageRuns, BUDGET));
    if (process.env.BENCH_LIGHTHOUSE_REPORTS) console.log(`  reports: ${reports}`);
  } finally {
    process.off('SIGINT', stopOnSignal);
    server.stop();
    // The data folder holds the database, the uploads and, unless kept elsewhere, the reports.
    rmSync(dataDir, { recursive: true, force: true });
  }
}
