/**
 * What a RunTally has counted, as plain data (src/core/simulation/tally.ts): the server stores a map version's
 * settled runs so, and adds newly settled ones to it (docs/creators.md, "Analytics"). Counts only, so two states of
 * the same map add up to the state of all their runs, whatever order they were counted in: the choices of settled
 * runs are kept as a histogram (choices made → runs), which gives the exact median of any sum of states.
 */
import { STAT_KEYS, type StatKey } from '../stats';

export type StatCounts = Record<StatKey, number>;

export interface EventCounts {
  reached: number;
  deaths: StatCounts;
  quits: number;
  /** Option id → runs that took it. */
  taken: Record<number, number>;
}

export interface TallyState {
  runs: number;
  cleared: number;
  emptyDeck: number;
  emptyDeckWithoutWinOption: number;
  stopped: number;
  quits: number;
  deaths: StatCounts;
  /** Choices a run made when it ended → how many runs made that many. */
  turns: Record<number, number>;
  /** `eventId:consequenceId` of a winning option → runs won by taking it. */
  winsByOption: Record<string, number>;
  /** Event id → its counts; an event no run met is absent. */
  events: Record<number, EventCounts>;
}

export const noStats = (): StatCounts => Object.fromEntries(STAT_KEYS.map((stat) => [stat, 0])) as StatCounts;

export const emptyTallyState = (): TallyState => ({
  runs: 0,
  cleared: 0,
  emptyDeck: 0,
  emptyDeckWithoutWinOption: 0,
  stopped: 0,
  quits: 0,
  deaths: noStats(),
  turns: {},
  winsByOption: {},
  events: {},
});

export const emptyEventCounts = (): EventCounts => ({ reached: 0, deaths: noStats(), quits: 0, taken: {} });

function addCounts<K extends string | number>(into: Record<K, number>, from: Readonly<Record<K, number>>) {
  for (const key of Object.keys(from) as K[]) into[key] = (into[key] ?? 0) + from[key];
}

/** Adds `from` to `into` (changing `into`): afterwards `into` is the state of both states' runs. */
export function addTallyState(into: TallyState, from: TallyState): TallyState {
  for (const key of ['runs', 'cleared', 'emptyDeck', 'emptyDeckWithoutWinOption', 'stopped', 'quits'] as const)
    into[key] += from[key];
  addCounts(into.deaths, from.deaths);
  addCounts(into.turns, from.turns);
  addCounts(into.winsByOption, from.winsByOption);
  for (const [id, counts] of Object.entries(from.events) as [string, EventCounts][]) {
    const event = (into.events[Number(id)] ??= emptyEventCounts());
    event.reached += counts.reached;
    event.quits += counts.quits;
    addCounts(event.deaths, counts.deaths);
    addCounts(event.taken, counts.taken);
  }
  return into;
}

/** A deep copy, so a state handed out or taken in is never shared with a tally that goes on counting. */
export const copyTallyState = (state: TallyState): TallyState => addTallyState(emptyTallyState(), state);

/** The median of values given as value → how many times it occurs; 0 for none. */
export function medianOfCounts(counts: Readonly<Record<number, number>>): number {
  const sorted = Object.entries(counts)
    .map(([value, times]) => [Number(value), times] as const)
    .filter(([, times]) => times > 0)
    .sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, times]) => sum + times, 0);
  if (total === 0) return 0;
  const valueAt = (index: number) => {
    let seen = 0;
    for (const [value, times] of sorted) if ((seen += times) > index) return value;
    return sorted[sorted.length - 1][0];
  };
  const middle = Math.floor(total / 2);
  return total % 2 === 1 ? valueAt(middle) : (valueAt(middle - 1) + valueAt(middle)) / 2;
}
