/**
 * One Lighthouse 12 run (mobile, simulated throttling, performance only) in its own process, as docs/performance.md's
 * manual command runs it: `npx` fetches Lighthouse from the npm registry the first time, Chromium is Debian's.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromiumPath } from '../chromium.mjs';
import { median } from './compare';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The machine's one-minute load average as the run started: Lighthouse multiplies main-thread time by four. */
  load: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

/** Times Lighthouse is started for one run: on a busy machine it now and then fails to record the trace (NO_NAVSTART). */
const ATTEMPTS = 3;

/** Runs Lighthouse on `url`, keeps its JSON report in `reportFile` and returns the figures the bench prints. */
export async function runLighthouse(url: string, reportFile: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const load = loadavg()[0];
    const code = await lighthouseProcess(url, reportFile);
    if (code === 0) return { ...figuresOf(reportFile), load };
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse exited with ${code} on ${url}, ${ATTEMPTS} times`);
  }
}

async function lighthouseProcess(url: string, reportFile: string): Promise<number | null> {
  const args = [
    '--yes',
    'lighthouse@12',
    url,
    '--only-categories=performance',
    '--chrome-flags=--headless=new --no-sandbox',
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
  ];
  const lighthouse = spawn('npx', args, {
    env: { ...process.env, CHROME_PATH: chromiumPath },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Lighthouse closes the Chromium it launched; if the bench is stopped, its own process goes with it.
  const stop = () => lighthouse.kill('SIGTERM');
  process.once('exit', stop);
  const code = await new Promise<number | null>((done) => lighthouse.once('exit', done));
  process.off('exit', stop);
  return code;
}

function figuresOf(reportFile: string): Omit<LighthouseRun, 'load'> {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const audit = (id: string) => report.audits[id].numericValue;
  return {
    score: report.categories.performance.score,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const spread = (values: number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;

/** One page's line: the median of its runs with min–max for each figure, and whether the median meets `budget`. */
export function pageLine(page: string, runs: LighthouseRun[], budget: number): string {
  const of = (pick: (run: LighthouseRun) => number) => runs.map(pick);
  const score = median(of((run) => run.score));
  return [
    `  ${page.padEnd(14)}`,
    `score ${spread(
      of((run) => run.score),
      (v) => v.toFixed(2),
    )}`,
    `LCP ${spread(
      of((run) => run.lcpMs / 1000),
      (v) => `${v.toFixed(1)} s`,
    )}`,
    `TBT ${spread(
      of((run) => run.tbtMs),
      (v) => `${Math.round(v)} ms`,
    )}`,
    `CLS ${spread(
      of((run) => run.cls),
      (v) => v.toFixed(3),
    )}`,
    `load ${spread(
      of((run) => run.load),
      (v) => v.toFixed(1),
    )}`,
    score >= budget ? 'ok' : `MISSED (budget ${budget})`,
  ].join('  ');
}
