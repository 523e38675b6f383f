import { z } from 'zod';
import { entityId } from './characters';
import { errorResponse } from './common';
import { playResponse, runAction, RUN_ACTIONS_MAX } from './play';
import { text } from './text';

/**
 * Resume anywhere (issue 27): each action of a run is sent as it is made and stored as a numbered step, so a reload, a
 * closed tab or another device continues the same run, whose state is the replay of its steps from the seed.
 */

/** The run's secret name, as /play/play answered it (32 random bytes, base64url). */
export const runGameHash = text().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** POST /play/step: the action made at `index` (0 for the first); it must follow the stored steps. */
export const stepRequest = z.strictObject({
  gameHash: runGameHash,
  index: z
    .number()
    .int()
    .min(0)
    .max(RUN_ACTIONS_MAX - 1),
  action: runAction,
});
export type StepRequest = z.infer<typeof stepRequest>;

export const runStatus = z.enum(['playing', 'won', 'dead']);

/** The step is stored: the run now has `steps` steps, and is `status` after them. */
export const stepResponse = z.object({ steps: z.number().int(), status: runStatus });
export type StepResponse = z.infer<typeof stepResponse>;

/**
 * 409 of a step: RUN_STEP_STALE (another device took that index first) or RUN_STEP_AHEAD (steps missing before it)
 * answer the stored `steps`, which the device adopts to catch up; RUN_FINISHED (the run was settled) answers none.
 */
export const stepConflictResponse = errorResponse.extend({ steps: z.array(runAction).optional() });
export type StepConflictResponse = z.infer<typeof stepConflictResponse>;

/** One of the player's unfinished runs, as the main menu and the island's start offer it. */
export const unfinishedRun = z.object({
  gameHash: z.string(),
  mapId: z.number().int(),
  mapName: z.string(),
  /** When the run began (ISO 8601, UTC). */
  startedAt: z.string(),
  steps: z.number().int(),
});
export type UnfinishedRun = z.infer<typeof unfinishedRun>;

/** GET /play/runs: the signed-in player's unfinished runs of the last days, newest first. */
export const unfinishedRunsResponse = z.object({ runs: z.array(unfinishedRun) });
export type UnfinishedRunsResponse = z.infer<typeof unfinishedRunsResponse>;

export const resumeParams = z.strictObject({ gameHash: runGameHash });

/**
 * GET /play/runs/{gameHash}: what /play/play answered for the run (the map in the request's language, its seed and
 * character), its map's id and the stored `actions`, which replayed from the seed give the run's state.
 */
export const resumeResponse = playResponse.extend({ mapId: entityId, actions: z.array(runAction) });
export type ResumeResponse = z.infer<typeof resumeResponse>;
