import { endGame } from '@src/api/play';
import { toApiError, type ApiError } from '@src/api/errors';
import type { DailyRunScore } from '@src/contract/play';
import type { RunAction, RunState } from '@src/core/run';
import { sessionStore } from '@src/state/session';
import type { LoadedRun } from './loaded-run';

/**
 * The end-game call's progress: the experience the server granted, or why it failed (the player may retry). A practice
 * run (a playtest from a chosen event) is not sent at all.
 */
export interface Ending {
  readonly status: 'sending' | 'done' | 'failed' | 'practice';
  readonly experience: number | null;
  readonly error: ApiError | null;
  /** A ranked daily run's score and rank on today's board, from the server's replay; null for any other run. */
  readonly daily: DailyRunScore | null;
}

/**
 * Sends a finished run to /play/endGame: the actions (which the server replays) and the client's own records. The
 * experience it grants is added to the stored experience of a signed-in player (spec 4).
 */
export async function reportRunEnd(
  loadedRun: LoadedRun,
  run: RunState,
  actions: readonly RunAction[],
): Promise<Ending> {
  try {
    const answer = await endGame({
      mapId: loadedRun.mapId,
      gameHash: loadedRun.gameHash,
      actions: [...actions],
      completedEvents: [...run.completed],
      damageHistory: run.damage.map(({ turn, stat, amount, source }) => ({ turn, stat, amount, source })),
      healingHistory: run.healing.map(({ turn, stat, amount, source }) => ({ turn, stat, amount, source })),
      effects: run.effects.map(({ effect, turnsLeft }) => ({ effect, turnsLeft })),
    });
    const { token, exp } = sessionStore.getState();
    if (token && answer.experienceGained > 0) sessionStore.getState().update({ exp: exp + answer.experienceGained });
    return { status: 'done', experience: answer.experienceGained, error: null, daily: answer.daily ?? null };
  } catch (error) {
    return { status: 'failed', experience: null, error: toApiError(error), daily: null };
  }
}
