import { z } from 'zod';
import { STAT_KEYS } from '../core/stats';
import { mapIdParams, pathId } from './maps';

/**
 * How a published map plays (issue 28, docs/creators.md "Analytics"), for its owner only: other players' runs of one
 * version that the server verified (settled by its replay, or left unfinished for a day: a quit), counted as the
 * editor's simulation counts its bots' runs (src/core/simulation), so the canvas paints either the same way. Event and
 * option ids are the draft's too: a version keeps the ids of the events it froze.
 */

const count = z.number().int().min(0);
const deathsByStat = z.object(
  Object.fromEntries(STAT_KEYS.map((stat) => [stat, count])) as Record<(typeof STAT_KEYS)[number], typeof count>,
);

export const mapAnalyticsParams = mapIdParams;
/** Which version: by default the one players get now. */
export const mapAnalyticsQuery = z.strictObject({ version: pathId.optional() });

export const mapAnalyticsResponse = z.object({
  mapId: z.number().int(),
  /** The version counted, and every version of the map that can be asked for (newest first). */
  version: z.number().int().min(1),
  versions: z.array(z.number().int().min(1)),
  /** Runs counted: settled ones and quits. */
  runs: count,
  /** Runs won, by an option or by an empty bottle. */
  cleared: count,
  /** The median of the choices a settled run made; 0 before any. */
  medianTurns: z.number().min(0),
  endings: z.object({
    /** Runs won by taking a winning option, per option, most first. */
    winsByOption: z.array(z.object({ eventId: z.number().int(), consequenceId: z.number().int(), runs: count })),
    /** Runs won because the bottle had nothing left to draw. */
    emptyDeck: count,
    deaths: deathsByStat,
    /** Runs left unfinished for a day. */
    quits: count,
  }),
  /** In the version's event order; events nobody reached are included, with zeros. */
  events: z.array(
    z.object({
      eventId: z.number().int(),
      /** Runs that met this event (drawn or followed). */
      reached: count,
      /** Runs that died of the choice made here. */
      deaths: deathsByStat,
      /** Runs left unfinished with this event the last one answered. */
      quits: count,
      options: z.array(z.object({ consequenceId: z.number().int(), taken: count })),
    }),
  ),
});
export type MapAnalyticsResponse = z.infer<typeof mapAnalyticsResponse>;
