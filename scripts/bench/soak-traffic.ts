/**
 * The soak's load generator, in a process of its own (soak.ts forks it): sets up the gamblers, then starts visits at
 * a fixed rate for the whole duration whatever the server's answer times (an open model: a slow server gets more
 * visits in flight, not fewer visits). Reports its counts to the parent over IPC every second and when done.
 */
import type { TrafficCounts } from './soak-http';
import { createSoakHttp } from './soak-http';
import { grantedGamblers } from './soak-accounts';
import { drawScenario } from './soak-scenarios';
import { makePictures, type World } from './soak-world';

export interface TrafficOptions {
  url: string;
  dataDir: string;
  /** The server's DATABASE_URL ('' for its SQLite file in dataDir), for the operator's grant script. */
  databaseUrl: string;
  seededMaps: number;
  /** Visits started per second. */
  rate: number;
  durationMs: number;
}

export type TrafficReport =
  | { type: 'started' }
  | { type: 'progress' | 'done'; counts: TrafficCounts; visits: number; dropped: number; inFlight: number };

/** Visits in flight beyond which a new one is dropped (and counted): the server has stopped keeping up. */
const MAX_IN_FLIGHT = 200;
const GAMBLERS = 3;
const GAMBLER_VPOINTS = 100_000_000;

const options = JSON.parse(process.env.SOAK_TRAFFIC!) as TrafficOptions;
const world: World = {
  http: createSoakHttp(options.url),
  dataDir: options.dataDir,
  runTag: `s${Date.now().toString(36)}`,
  seededMaps: options.seededMaps,
  players: [],
  gamblers: [],
  maps: [],
  pictures: await makePictures(),
};
const send = (report: TrafficReport) => process.send!(report);

await grantedGamblers(world, GAMBLERS, GAMBLER_VPOINTS, {
  DATA_DIR: options.dataDir,
  DATABASE_URL: options.databaseUrl,
  JWT_SECRET: 'soak-secret-that-is-long-enough-for-hs256',
});
send({ type: 'started' });

let visits = 0;
let dropped = 0;
let inFlight = 0;
const progress = (type: 'progress' | 'done') => send({ type, counts: world.http.counts, visits, dropped, inFlight });

const start = Date.now();
const ticker = setInterval(() => progress('progress'), 1000);
// Every 10 ms, start the visits due by now: the rate holds even when a tick comes late.
while (Date.now() - start < options.durationMs) {
  const due = Math.floor(((Date.now() - start) / 1000) * options.rate);
  for (; visits + dropped < due; ) {
    if (inFlight >= MAX_IN_FLIGHT) {
      dropped++;
      continue;
    }
    visits++;
    inFlight++;
    const scenario = drawScenario();
    scenario
      .run(world)
      .catch((error: unknown) => {
        world.http.counts.failed++;
        const key = `${scenario.name} threw ${error instanceof Error ? error.message.slice(0, 80) : 'error'}`;
        world.http.counts.failures[key] = (world.http.counts.failures[key] ?? 0) + 1;
      })
      .finally(() => inFlight--);
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
}
while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
clearInterval(ticker);
progress('done');
process.disconnect();
