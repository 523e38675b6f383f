/**
 * The count behind the figures of a map's runs (docs/event-editor.md, "Simulation"; docs/creators.md, "Analytics"):
 * the editor's bots and the server's verified real runs are tallied by this one piece, so the canvas paints either
 * the same way. It reads only final states of the rules (`src/core/run`), never how a run was played.
 */
import type { PlayMap, RunState } from '../run';
import { emptiedStat, STAT_KEYS, type StatKey } from '../stats';
import type { DeathsByStat, SimulationFigures } from './figures';

/** The figures of the tallied runs: the simulation's, less what only bots have (their kinds, their turn limit). */
export type TalliedFigures = Omit<SimulationFigures, 'bots' | 'turnsMax'>;

const noDeaths = (): Record<StatKey, number> =>
  Object.fromEntries(STAT_KEYS.map((stat) => [stat, 0])) as Record<StatKey, number>;

interface EventTally {
  reached: number;
  deaths: Record<StatKey, number>;
  quits: number;
  taken: Map<number, number>;
}

const bump = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs of one map, counted one final state at a time. */
export class RunTally {
  private readonly events = new Map<number, EventTally>();
  private readonly winEvents: ReadonlySet<number>;
  private readonly winsByOption = new Map<string, { eventId: number; consequenceId: number; runs: number }>();
  private readonly deaths = noDeaths();
  private readonly turns: number[] = [];
  private runs = 0;
  private cleared = 0;
  private emptyDeck = 0;
  private emptyDeckWithoutWinOption = 0;
  private stopped = 0;
  /** Runs left unfinished (real players only: bots never quit). */
  private quitRuns = 0;

  constructor(private readonly map: PlayMap) {
    for (const event of map.events)
      this.events.set(event.id, { reached: 0, deaths: noDeaths(), quits: 0, taken: new Map() });
    this.winEvents = new Set(map.events.filter((event) => event.consequences.some((o) => o.wins)).map((e) => e.id));
  }

  /** A run that ended (or a bot's run stopped at its turn limit, still playing): its choices and how it ended. */
  count(final: RunState): void {
    this.answered(final);
    this.turns.push(final.turn);
    const last = final.completed[final.completed.length - 1];
    if (final.status === 'won') this.cleared++;
    if (final.status === 'playing') this.stopped++;
    else if (final.endReason === 'no-events') {
      this.emptyDeck++;
      if (!final.completed.some((done) => this.winEvents.has(done.eventId))) this.emptyDeckWithoutWinOption++;
    } else if (final.status === 'won' && last) {
      const key = `${last.eventId}:${last.consequenceId}`;
      const entry = this.winsByOption.get(key) ?? { eventId: last.eventId, consequenceId: last.consequenceId, runs: 0 };
      this.winsByOption.set(key, { ...entry, runs: entry.runs + 1 });
    } else if (final.status === 'dead') {
      const stat = emptiedStat(final.stats) ?? 'health';
      this.deaths[stat]++;
      const tally = last && this.events.get(last.eventId);
      if (tally) tally.deaths[stat]++;
    }
  }

  /**
   * A run its player left, as far as it went: its choices count, and the quit at the last event answered (none when
   * it left before the first). It never ended, so it has no turns to count in the median.
   */
  quit(state: RunState): void {
    this.answered(state);
    this.quitRuns++;
    const last = state.completed[state.completed.length - 1];
    const tally = last && this.events.get(last.eventId);
    if (tally) tally.quits++;
  }

  /** Runs left unfinished, in all and at an event. */
  quits(eventId?: number): number {
    return eventId === undefined ? this.quitRuns : (this.events.get(eventId)?.quits ?? 0);
  }

  private answered(state: RunState) {
    this.runs++;
    for (const { eventId, consequenceId } of state.completed) {
      const tally = this.events.get(eventId);
      if (!tally) continue;
      tally.reached++;
      bump(tally.taken, consequenceId);
    }
  }

  figures(): TalliedFigures {
    return {
      runs: this.runs,
      cleared: this.cleared,
      medianTurns: median(this.turns),
      endings: {
        winsByOption: [...this.winsByOption.values()].sort((a, b) => b.runs - a.runs),
        emptyDeck: this.emptyDeck,
        emptyDeckWithoutWinOption: this.emptyDeckWithoutWinOption,
        deaths: { ...this.deaths } as DeathsByStat,
        stopped: this.stopped,
      },
      events: this.map.events.map((event) => {
        const tally = this.events.get(event.id) as EventTally;
        return {
          eventId: event.id,
          reached: tally.reached,
          deaths: { ...tally.deaths },
          options: event.consequences.map((option) => ({
            consequenceId: option.id,
            taken: tally.taken.get(option.id) ?? 0,
          })),
        };
      }),
    };
  }
}
