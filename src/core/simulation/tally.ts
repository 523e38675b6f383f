/**
 * The count behind the figures of a map's runs (docs/event-editor.md, "Simulation"; docs/creators.md, "Analytics"):
 * the editor's bots and the server's verified real runs are tallied by this one piece, so the canvas paints either
 * the same way. It reads only final states of the rules (`src/core/run`), never how a run was played.
 */
import type { PlayMap, RunState } from '../run';
import { emptiedStat } from '../stats';
import type { DeathsByStat, SimulationFigures } from './figures';
import {
  addTallyState,
  copyTallyState,
  emptyEventCounts,
  emptyTallyState,
  medianOfCounts,
  type TallyState,
} from './tally-state';

/** The figures of the tallied runs: the simulation's, less what only bots have (their kinds, their turn limit). */
export type TalliedFigures = Omit<SimulationFigures, 'bots' | 'turnsMax'>;

const bump = <K extends string | number>(counts: Record<K, number>, key: K) => (counts[key] = (counts[key] ?? 0) + 1);

export function median(values: readonly number[]): number {
  const counts: Record<number, number> = {};
  for (const value of values) bump(counts, value);
  return medianOfCounts(counts);
}

/**
 * Runs of one map, counted one final state at a time. What it counted is plain data (`state`, tally-state.ts): a
 * tally can start from a stored state and take in another tally's, and counting runs A then B equals counting A and B
 * apart and adding the two.
 */
export class RunTally {
  private readonly eventIds: ReadonlySet<number>;
  private readonly winEvents: ReadonlySet<number>;
  private readonly counted: TallyState;

  constructor(
    private readonly map: PlayMap,
    state?: TallyState,
  ) {
    this.eventIds = new Set(map.events.map((event) => event.id));
    this.winEvents = new Set(map.events.filter((event) => event.consequences.some((o) => o.wins)).map((e) => e.id));
    this.counted = state ? copyTallyState(state) : emptyTallyState();
  }

  /** What it counted, as plain data (a copy). */
  state(): TallyState {
    return copyTallyState(this.counted);
  }

  /** Takes in the runs another tally of the same map counted (or a state of it). */
  add(other: RunTally | TallyState): this {
    addTallyState(this.counted, other instanceof RunTally ? other.counted : other);
    return this;
  }

  /** A run that ended (or a bot's run stopped at its turn limit, still playing): its choices and how it ended. */
  count(final: RunState): void {
    const counted = this.counted;
    this.answered(final);
    bump(counted.turns, final.turn);
    const last = final.completed[final.completed.length - 1];
    if (final.status === 'won') counted.cleared++;
    if (final.status === 'playing') counted.stopped++;
    else if (final.endReason === 'no-events') {
      counted.emptyDeck++;
      if (!final.completed.some((done) => this.winEvents.has(done.eventId))) counted.emptyDeckWithoutWinOption++;
    } else if (final.status === 'won' && last) {
      bump(counted.winsByOption, `${last.eventId}:${last.consequenceId}`);
    } else if (final.status === 'dead') {
      const stat = emptiedStat(final.stats) ?? 'health';
      counted.deaths[stat]++;
      const event = last && this.eventOf(last.eventId);
      if (event) event.deaths[stat]++;
    }
  }

  /**
   * A run its player left, as far as it went: its choices count, and the quit at the last event answered (none when
   * it left before the first). It never ended, so it has no turns to count in the median.
   */
  quit(state: RunState): void {
    this.answered(state);
    this.counted.quits++;
    const last = state.completed[state.completed.length - 1];
    const event = last && this.eventOf(last.eventId);
    if (event) event.quits++;
  }

  /** Runs left unfinished, in all and at an event. */
  quits(eventId?: number): number {
    return eventId === undefined ? this.counted.quits : (this.counted.events[eventId]?.quits ?? 0);
  }

  /** The counts of one of the map's events (made when first met); undefined for an event the map has not. */
  private eventOf(eventId: number) {
    if (!this.eventIds.has(eventId)) return undefined;
    return (this.counted.events[eventId] ??= emptyEventCounts());
  }

  private answered(state: RunState) {
    this.counted.runs++;
    for (const { eventId, consequenceId } of state.completed) {
      const event = this.eventOf(eventId);
      if (!event) continue;
      event.reached++;
      bump(event.taken, consequenceId);
    }
  }

  figures(): TalliedFigures {
    const counted = this.counted;
    const winsByOption = Object.entries(counted.winsByOption).map(([key, runs]) => {
      const [eventId, consequenceId] = key.split(':').map(Number);
      return { eventId, consequenceId, runs };
    });
    return {
      runs: counted.runs,
      cleared: counted.cleared,
      medianTurns: medianOfCounts(counted.turns),
      endings: {
        // Most first; ties in the options' order, so the same runs give the same list however they were added up.
        winsByOption: winsByOption.sort(
          (a, b) => b.runs - a.runs || a.eventId - b.eventId || a.consequenceId - b.consequenceId,
        ),
        emptyDeck: counted.emptyDeck,
        emptyDeckWithoutWinOption: counted.emptyDeckWithoutWinOption,
        deaths: { ...counted.deaths } as DeathsByStat,
        stopped: counted.stopped,
      },
      events: this.map.events.map((event) => {
        const counts = counted.events[event.id] ?? emptyEventCounts();
        return {
          eventId: event.id,
          reached: counts.reached,
          deaths: { ...counts.deaths },
          options: event.consequences.map((option) => ({
            consequenceId: option.id,
            taken: counts.taken[option.id] ?? 0,
          })),
        };
      }),
    };
  }
}
