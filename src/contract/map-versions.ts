import { z } from 'zod';
import { mapIdParams, ownMap, pathId } from './maps';

/**
 * A map's published versions (docs/creators.md, "Versions"): its owner's history of what players played, and the
 * restore of one into the draft.
 */

/** One version, newest first: when it was published, its size, and other players' settled runs of it. */
export const mapVersion = z.object({
  number: z.number().int().min(1),
  publishedAt: z.string(),
  events: z.number().int().min(0),
  /** Runs of this version the server settled for signed-in players other than the owner. */
  plays: z.number().int().min(0),
  /** Won share of those plays, 0 to 1; null before anyone played it. */
  clearRate: z.number().min(0).max(1).nullable(),
});
export type MapVersion = z.infer<typeof mapVersion>;

export const mapVersionsResponse = z.object({
  /** The number players get now (null while unpublished): a restored draft differs from it until published again. */
  publishedNumber: z.number().int().min(1).nullable(),
  versions: z.array(mapVersion),
});
export type MapVersionsResponse = z.infer<typeof mapVersionsResponse>;

export const mapVersionParams = mapIdParams.extend({ number: pathId });

/** The draft after the restore: the map (its difficulty recomputed) and the version it now holds. */
export const mapVersionRestoreResponse = z.object({ message: z.string(), map: ownMap, restored: z.number().int() });
export type MapVersionRestoreResponse = z.infer<typeof mapVersionRestoreResponse>;
