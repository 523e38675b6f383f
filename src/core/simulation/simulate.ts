/**
 * The editor's bot before publishing (docs/event-editor.md, "Simulation"): plays a map many times through the real
 * rules with the bots of bot-players.ts, half the runs the random player that rates difficulty and half the careful
 * one, and counts what the analytics of real runs count. Seeded: the same map and seed give the same figures. The
 * published difficulty stays the server's (docs/difficulty.md); this only shows the creator how the map plays.
 */
import { BOT_TURNS_MAX, carefulPlayer, playBot, randomPlayer, type BotPlayer } from '../bot-players';
import type { PlayMap } from '../run';
import type { BotKind, SimulationFigures } from './figures';
import { RunTally } from './tally';

/** Kept here too: the simulation's figures were first counted in this file. */
export { median } from './tally';

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

/** Plays `runs` seeded runs of the map, alternating the random and the careful bot, and counts how they went. */
export function simulateMap(map: PlayMap, { runs, seed }: SimulationOptions): SimulationFigures {
  const tally = new RunTally(map);
  const cleared = new Map<BotKind, number>(BOTS.map(([kind]) => [kind, 0]));
  for (let run = 0; run < runs; run++) {
    const [kind, player] = BOTS[run % BOTS.length];
    const final = playBot(map, `${seed}-${run}`, player);
    tally.count(final);
    if (final.status === 'won') cleared.set(kind, (cleared.get(kind) ?? 0) + 1);
  }

  return {
    ...tally.figures(),
    turnsMax: BOT_TURNS_MAX,
    bots: BOTS.map(([kind], index) => ({
      kind,
      runs: Math.ceil((runs - index) / BOTS.length),
      cleared: cleared.get(kind) ?? 0,
    })),
  };
}
