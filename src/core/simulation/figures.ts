/**
 * What a simulation of a map reports (docs/event-editor.md, "Simulation"): the figures the analytics of real runs
 * give (issue 28), counted over bot runs. Counts, not shares, so nothing is rounded here: a share is a count over
 * `runs`. Plain JSON, so a Web Worker can send it.
 */
import type { StatKey } from '../stats';

export type BotKind = 'random' | 'careful';

/** Per stat, how many runs it emptied (the first at 0 in the stats bar's order, when several emptied together). */
export type DeathsByStat = Readonly<Record<StatKey, number>>;

export interface OptionFigures {
  readonly consequenceId: number;
  /** Runs that took this option. */
  readonly taken: number;
}

export interface EventFigures {
  readonly eventId: number;
  /** Runs that met this event (drawn or followed). */
  readonly reached: number;
  /** Runs that died of the choice made here. */
  readonly deaths: DeathsByStat;
  readonly options: readonly OptionFigures[];
}

export interface WinByOption {
  readonly eventId: number;
  readonly consequenceId: number;
  readonly runs: number;
}

export interface SimulationEndings {
  /** Runs won by taking a winning option, per option, most first. */
  readonly winsByOption: readonly WinByOption[];
  /** Runs won because the bottle had nothing left to draw (spec 4). */
  readonly emptyDeck: number;
  /** Of those, runs that never met an event with a winning option: the case the map check warns about. */
  readonly emptyDeckWithoutWinOption: number;
  readonly deaths: DeathsByStat;
  /**
   * Runs still alive at the turn limit. Bots never quit, so there are no quits: a run that would go on for ever is
   * the nearest thing, and it is counted here rather than at an event.
   */
  readonly stopped: number;
}

export interface BotFigures {
  readonly kind: BotKind;
  readonly runs: number;
  /** Runs won, by an option or by an empty bottle. */
  readonly cleared: number;
}

export interface SimulationFigures {
  readonly runs: number;
  /** Runs won, by an option or by an empty bottle. */
  readonly cleared: number;
  /** The median of the turns (choices) a run lasted. */
  readonly medianTurns: number;
  readonly turnsMax: number;
  readonly endings: SimulationEndings;
  /** Half the runs each, random first. */
  readonly bots: readonly BotFigures[];
  /** In map order; events no run met are included, with zeros. */
  readonly events: readonly EventFigures[];
}
