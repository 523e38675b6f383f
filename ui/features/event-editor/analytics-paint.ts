import { createContext, useContext } from 'react';
import type { MapAnalyticsResponse } from '@src/contract/map-analytics';
import { STAT_KEYS } from '@src/core/stats';

/**
 * Player data painted on the canvas (docs/event-editor.md, "Analytics on the graph"): derived once per answer, as maps
 * a node or an edge reads its own entry from, so painting 10,000 events costs one pass and each element one lookup.
 */

/** Of the runs that reached an option's event, how many took it: nobody, under a quarter, under a half, or more. */
export type ShareStep = 'none' | 'thin' | 'medium' | 'thick';
/** Runs that died of the choice made at an event: none, some, or a quarter or more of those that reached it. */
export type DeathLevel = 'none' | 'some' | 'many';

export const SHARE_STEPS: readonly ShareStep[] = ['none', 'thin', 'medium', 'thick'];
export const DEATH_LEVELS: readonly DeathLevel[] = ['none', 'some', 'many'];

export interface OptionPaint {
  /** 0 to 1; 0 when nobody reached the event. */
  readonly share: number;
  readonly step: ShareStep;
}

export interface EventPaint {
  readonly deaths: number;
  readonly quits: number;
  readonly level: DeathLevel;
}

export interface Paint {
  readonly options: ReadonlyMap<number, OptionPaint>;
  readonly events: ReadonlyMap<number, EventPaint>;
}

export function shareStep(taken: number, reached: number): ShareStep {
  if (taken === 0 || reached === 0) return 'none';
  const share = taken / reached;
  return share < 0.25 ? 'thin' : share < 0.5 ? 'medium' : 'thick';
}

export function deathLevel(deaths: number, reached: number): DeathLevel {
  if (deaths === 0) return 'none';
  return deaths >= reached / 4 ? 'many' : 'some';
}

/** One pass over the answer's events and options. */
export function paintOf(figures: MapAnalyticsResponse): Paint {
  const options = new Map<number, OptionPaint>();
  const events = new Map<number, EventPaint>();
  for (const event of figures.events) {
    const deaths = STAT_KEYS.reduce((sum, stat) => sum + event.deaths[stat], 0);
    events.set(event.eventId, { deaths, quits: event.quits, level: deathLevel(deaths, event.reached) });
    for (const option of event.options) {
      options.set(option.consequenceId, {
        share: event.reached === 0 ? 0 : option.taken / event.reached,
        step: shareStep(option.taken, event.reached),
      });
    }
  }
  return { options, events };
}

/** The paint while "Player data" is on and its figures have arrived; null otherwise. */
export const PaintContext = createContext<Paint | null>(null);

export const usePaint = () => useContext(PaintContext);
