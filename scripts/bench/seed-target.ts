/**
 * Seeds what the benchmarks read and end, in a process of its own (spawned by processes.ts) on BENCH_DATA_DIR (and
 * DATABASE_URL, when set), writes one READY line with what the targets need and ends. The server
 * under test (target-server.ts) starts afterwards on the same data, so its heap holds what a server that has been
 * answering holds, not the seeding's millions of objects: seeded in-process, every call paid 10-20 µs more.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { mapThumbnailName } from '../../src/contract/map-thumbnails';
import { createSessionTokens } from '../../server/services/accounts/session-tokens';
import { poolRunHash, seedPublishedMaps, seedRichPlayer, seedRunPool } from './seed';
import { endGameBody } from './end-game-body';
import { seedDailyRuns } from './seed-daily';
import { seedModerationQueue } from './seed-moderation';
import { seedAnalyticsMap } from './seed-analytics';
import { ready } from './processes';
import { benchConfig } from './target-config';

const MAPS = Number(process.env.BENCH_MAPS ?? 10_000);
/** More runs than /play/endGame can end in a whole bench run: each request ends one. */
const RUNS = Number(process.env.BENCH_RUNS ?? 60_000);
const PLAYERS = 200;
/** Settled runs of the community map whose analytics its owner reads (issue 28). */
const ANALYTICS_RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 100_000);
/** Beach Island, the first built-in map: what most runs play. */
const PLAYED_MAP = 1;
const RUN_SEED = 'bench-run-seed';

const config = benchConfig();
const app = await buildApp(config);
const db = app.db.kysely;
await seedPublishedMaps(db, MAPS);
// Players end their own runs and roll for themselves: a crowd, not one account 50 connections would queue on.
const players = [];
for (let i = 0; i < PLAYERS; i++) players.push(await seedRichPlayer(db, 1_000_000_000, `benchplayer${i}`));
await seedRunPool(db, { userIds: players.map((p) => p.id), mapId: PLAYED_MAP, seed: RUN_SEED, count: RUNS });
// 10,000 ranked daily runs: 2,499 players and the reading one on each of the last four days (issue 27).
await seedDailyRuns(db, { players: 2499, days: 4, mapId: PLAYED_MAP, alsoUserId: players[0].id });
// A moderator's queue: about 2,400 open reports on 1,000 maps, from the bench's players (issue 29).
const moderator = await seedModerationQueue(db, { maps: 1000, reporterIds: players.slice(1).map((p) => p.id) });
const analytics = await seedAnalyticsMap(db, { runs: ANALYTICS_RUNS, playerIds: players.map((p) => p.id) });
const sessions = createSessionTokens(config.jwtSecret, config.jwtTtl);
const tokens = await Promise.all(players.map((player) => sessions.issue(player)));
const moderatorToken = await sessions.issue(moderator);
const analyticsToken = await sessions.issue(analytics.owner);
// The first read comes while the 100,000 runs wait to be added to the stored tally (the timer is adding them): it
// answers from what is stored so far. Then the bench waits for all of them and reads once more, before the load.
const readAnalytics = async () => {
  const started = performance.now();
  const read = await app.inject({
    url: `/maps/${analytics.mapId}/analytics`,
    headers: { authorization: `Bearer ${analyticsToken}` },
  });
  if (read.statusCode !== 200) throw new Error(`analytics answered ${read.statusCode}: ${read.body}`);
  return performance.now() - started;
};
const analyticsWaitingMs = await readAnalytics();
const foldStarted = performance.now();
await app.foldAnalytics();
const analyticsFoldMs = performance.now() - foldStarted;
const analyticsColdMs = await readAnalytics();
const endGame = await endGameBody(db, { mapId: PLAYED_MAP, seed: RUN_SEED, gameHash: poolRunHash('{n}') });
// One uploaded island picture, stored as an upload is (its thumbnails made with it), for the cards' picture route.
// This loads sharp, as a server's first upload does.
const picture = await app.uploads.withStoredImage('map', await readFile('public/assets/islands/1.jpeg'), async (name) =>
  mapThumbnailName(name!, 400, 'avif'),
);
// The reading player's run that no endGame of the bench reaches (those end the pool from run 0 up): theirs to resume.
const resumed = poolRunHash(RUNS - PLAYERS);
// A production PostgreSQL has statistics of its tables (autovacuum analyses them after writes like these); this host's
// runs with autovacuum off, and without statistics the planner chose differently (the quest board's statement was
// planned once without them, and again on every call with them: docs/performance.md).
if (app.db.dialect === 'postgres') await sql`analyze`.execute(db);
ready({
  tokens,
  moderatorToken,
  resumed,
  endGame,
  dialect: app.db.dialect,
  maps: MAPS,
  thumbnail: picture,
  analytics: {
    mapId: analytics.mapId,
    token: analyticsToken,
    runs: ANALYTICS_RUNS,
    waitingMs: analyticsWaitingMs,
    foldMs: analyticsFoldMs,
    coldMs: analyticsColdMs,
  },
});
await app.close();
