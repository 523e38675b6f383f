/**
 * The editor's bot before publishing (docs/event-editor.md, "Simulation"): plays a map many times through the real
 * rules with the bots of bot-players.ts, half the runs the random player that rates difficulty and half the careful
 * one, and counts what the analytics of real runs count. Seeded: the same map and seed give the same figures. The
 * published difficulty stays the server's (docs/difficulty.md); this only shows the creator how the map plays.
 */
import { BOT_TURNS_MAX, carefulPlayer, playBot, randomPlayer, type BotPlayer } from '../bot-players';
import type { PlayMap, RunState } from '../run';
import { emptiedStat, STAT_KEYS, type StatKey } from '../stats';
import type { BotKind, DeathsByStat, SimulationFigures } from './figures';

export interface SimulationOptions {
  readonly runs: number;
  readonly seed: string;
}

/** The editor's button: "Simulate 1,000 runs". */
export const SIMULATION_RUNS = 1000;

const BOTS: readonly (readonly [BotKind, BotPlayer])[] = [
  ['random', randomPlayer],
  ['careful', carefulPlayer],
];

const noDeaths = (): Record<StatKey, number> =>
  Object.fromEntries(STAT_KEYS.map((stat) => [stat, 0])) as Record<StatKey, number>;

interface EventTally {
  reached: number;
  deaths: Record<StatKey, number>;
  taken: Map<number, number>;
}

const bump = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Plays `runs` seeded runs of the map, alternating the random and the careful bot, and counts how they went. */
export function simulateMap(map: PlayMap, { runs, seed }: SimulationOptions): SimulationFigures {
  const tallies = new Map<number, EventTally>(
    map.events.map((event) => [event.id, { reached: 0, deaths: noDeaths(), taken: new Map() }]),
  );
  const winEvents = new Set(map.events.filter((event) => event.consequences.some((o) => o.wins)).map((e) => e.id));
  const winsByOption = new Map<string, { eventId: number; consequenceId: number; runs: number }>();
  const deaths = noDeaths();
  const cleared = new Map<BotKind, number>(BOTS.map(([kind]) => [kind, 0]));
  const turns: number[] = [];
  let emptyDeck = 0;
  let emptyDeckWithoutWinOption = 0;
  let stopped = 0;

  const count = (final: RunState, kind: BotKind) => {
    turns.push(final.turn);
    for (const { eventId, consequenceId } of final.completed) {
      const tally = tallies.get(eventId);
      if (!tally) continue;
      tally.reached++;
      bump(tally.taken, consequenceId);
    }
    const last = final.completed[final.completed.length - 1];
    if (final.status === 'won') bump(cleared, kind);
    if (final.status === 'playing') stopped++;
    else if (final.endReason === 'no-events') {
      emptyDeck++;
      if (!final.completed.some((done) => winEvents.has(done.eventId))) emptyDeckWithoutWinOption++;
    } else if (final.status === 'won' && last) {
      const key = `${last.eventId}:${last.consequenceId}`;
      const entry = winsByOption.get(key) ?? { eventId: last.eventId, consequenceId: last.consequenceId, runs: 0 };
      winsByOption.set(key, { ...entry, runs: entry.runs + 1 });
    } else if (final.status === 'dead') {
      const stat = emptiedStat(final.stats) ?? 'health';
      deaths[stat]++;
      const tally = last && tallies.get(last.eventId);
      if (tally) tally.deaths[stat]++;
    }
  };

  for (let run = 0; run < runs; run++) {
    const [kind, player] = BOTS[run % BOTS.length];
    count(playBot(map, `${seed}-${run}`, player), kind);
  }

  return {
    runs,
    cleared: [...cleared.values()].reduce((a, b) => a + b, 0),
    medianTurns: median(turns),
    turnsMax: BOT_TURNS_MAX,
    endings: {
      winsByOption: [...winsByOption.values()].sort((a, b) => b.runs - a.runs),
      emptyDeck,
      emptyDeckWithoutWinOption,
      deaths: deaths as DeathsByStat,
      stopped,
    },
    bots: BOTS.map(([kind], index) => ({
      kind,
      runs: Math.ceil((runs - index) / BOTS.length),
      cleared: cleared.get(kind) ?? 0,
    })),
    events: map.events.map((event) => {
      const tally = tallies.get(event.id) as EventTally;
      return {
        eventId: event.id,
        reached: tally.reached,
        deaths: tally.deaths,
        options: event.consequences.map((option) => ({
          consequenceId: option.id,
          taken: tally.taken.get(option.id) ?? 0,
        })),
      };
    }),
  };
}
