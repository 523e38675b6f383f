/**
 * What the analytics of a much-played map cost (docs/creators.md, "Analytics"): 10,000 recorded runs of a 40-event
 * map replayed from their stored actions and tallied, as the server does when a version's counted runs changed. In
 * process, no database: the replay and the tally are the cost that grows with the runs. `npx tsx
 * scripts/bench/analytics-replay.ts` (BENCH_RUNS, BENCH_EVENTS to change the size).
 */
import { BASELINE, playBot } from '../../src/core/bot-players';
import { replayRun, type PlayMap, type RunAction } from '../../src/core/run';
import { event, option, playMap } from '../../tests/core/helpers/maps';
import { recordingPlayer } from './seed-analytics';
import { RunTally } from '../../src/core/simulation/tally';

const runs = Number(process.env.BENCH_RUNS ?? 10_000);
const eventCount = Number(process.env.BENCH_EVENTS ?? 40);

/** Events of three options that cost a little, one in eight with a winning option, each but the last following on. */
function benchMap(): PlayMap {
  const events = Array.from({ length: eventCount }, (_, index) => {
    const id = index + 1;
    return event(id, [
      option(id * 10 + 1, { health: -12, hunger: 5 }),
      option(id * 10 + 2, { thirst: -9, sanity: -6, wins: id % 8 === 0 }),
      option(id * 10 + 3, { hunger: -8, followsEventId: id < eventCount ? id + 1 : null }),
    ]);
  });
  return playMap(events);
}

const map = benchMap();
// Stored as the runs table holds them: JSON text.
const stored = Array.from({ length: runs }, (_, index) => {
  const actions: RunAction[] = [];
  playBot(map, `bench-${index}`, recordingPlayer(actions));
  return { seed: `bench-${index}`, actions: JSON.stringify(actions) };
});

const started = performance.now();
const tally = new RunTally(map);
for (const run of stored) {
  const replay = replayRun(map, BASELINE, 1, run.seed, JSON.parse(run.actions) as RunAction[]);
  if (!replay.ok) throw new Error(`run ${run.seed} does not replay: ${replay.refusal.code}`);
  if (replay.state.status === 'playing') tally.quit(replay.state);
  else tally.count(replay.state);
}
const figures = tally.figures();
const ms = performance.now() - started;
console.log(
  `${runs} runs of a ${eventCount}-event map replayed and tallied in ${ms.toFixed(0)} ms ` +
    `(${((ms * 1000) / runs).toFixed(0)} µs a run; median ${figures.medianTurns} turns, ${figures.cleared} cleared)`,
);
