import { z } from 'zod';
import { entityId } from './characters';
import { playMapView, playRun, runAction, runResult } from './play';

/**
 * The daily island (docs/daily.md): each UTC day one built-in island and one seed for everyone. A signed-in player's
 * first daily run of the day is ranked, later ones are practice; a visitor's are practice. The score is the server's
 * replay of the run (src/core/daily-score.ts), never a number the client sends.
 */

/** A UTC day as the API writes it. */
export const utcDayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Where the player stands today: not played, a ranked run under way, or ranked (with score and rank). */
export const dailyPlayerState = z.object({
  state: z.enum(['not-played', 'playing', 'ranked']),
  /** The ranked run of today, once started. */
  runId: z.number().int().nullable(),
  score: z.number().int().nullable(),
  /** Rank on today's board (1 is best), once the ranked run has ended. */
  rank: z.number().int().nullable(),
  /** Days in a row (ending today or yesterday) with a ranked daily run. */
  streak: z.number().int(),
});
export type DailyPlayerState = z.infer<typeof dailyPlayerState>;

/** GET /daily. `player` is null for a visitor. */
export const dailyResponse = z.object({
  day: utcDayText,
  /** The built-in island of the day (its name and picture are the History islands' own: src/core/catalogue). */
  mapId: z.number().int(),
  /** When the next day starts (ISO, UTC midnight). */
  endsAt: z.string(),
  /** Players ranked today. */
  players: z.number().int(),
  player: dailyPlayerState.nullable(),
});
export type DailyResponse = z.infer<typeof dailyResponse>;

export const dailyPlayRequest = z.strictObject({ selectedCharacter: entityId.optional() });
export type DailyPlayRequest = z.infer<typeof dailyPlayRequest>;

/** POST /daily/play: a run of today's island with today's seed, as /play/play answers it, and whether it ranks. */
export const dailyPlayResponse = playMapView.extend(playRun.shape).extend({
  mapId: z.number().int(),
  day: utcDayText,
  ranked: z.boolean(),
});
export type DailyPlayResponse = z.infer<typeof dailyPlayResponse>;

export const boardPeriod = z.enum(['today', 'week', 'all']);
export type BoardPeriod = z.infer<typeof boardPeriod>;
export const boardScope = z.enum(['everyone', 'following']);
export type BoardScope = z.infer<typeof boardScope>;

export const boardQuery = z.strictObject({
  period: boardPeriod.default('today'),
  scope: boardScope.default('everyone'),
});
export type BoardQuery = z.infer<typeof boardQuery>;

/** One row of a board: today's is one ranked run; the week's and all time's add a player's ranked runs. */
export const boardEntry = z.object({
  rank: z.number().int(),
  username: z.string(),
  /** The player's profile picture, as profiles serve it, or null. */
  picture: z.string().nullable(),
  score: z.number().int(),
  /** Ranked runs added in this row (1 on today's board). */
  runs: z.number().int(),
  /** The run to watch: today's ranked run, or the player's best in the period. */
  bestRunId: z.number().int(),
});
export type BoardEntry = z.infer<typeof boardEntry>;

/** GET /daily/board: the top 100 and the caller's own row (null for a visitor or a player not on this board). */
export const boardResponse = z.object({
  day: utcDayText,
  period: boardPeriod,
  scope: boardScope,
  entries: z.array(boardEntry),
  me: boardEntry.nullable(),
});
export type BoardResponse = z.infer<typeof boardResponse>;

export const replayParams = z.strictObject({ runId: z.coerce.number().int().positive() });

/**
 * GET /replays/{runId}: a ranked run as the server recorded it, enough to play it again in the game scene (the map's
 * view in the request's language, the character, the seed and the actions). Nothing private: no game hash, no
 * account id, no e-mail.
 */
export const replayResponse = playMapView.extend({
  runId: z.number().int(),
  mapId: z.number().int(),
  day: utcDayText,
  username: z.string(),
  character: playRun.shape.character,
  seed: z.string(),
  actions: z.array(runAction),
  result: runResult,
  score: z.number().int(),
});
export type ReplayResponse = z.infer<typeof replayResponse>;
