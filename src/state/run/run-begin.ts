import { isHttpError } from '@src/api/http-error';
import type { RunAction } from '@src/core/run';
import { loadResumedRun, loadRun, type LoadPart, type LoadedRun, type RunSource } from './loaded-run';
import { replayedRun, type ReplayedRun } from './replayed-run';
import { forgetRunInProgress, runInProgress } from './run-in-progress';

export interface BegunRun {
  readonly loadedRun: LoadedRun;
  /** A run continued (a reload, "Continuar partida"): its stored actions and the state they replay to. */
  readonly resumed: { readonly actions: readonly RunAction[]; readonly replayed: ReplayedRun } | null;
}

/** The run cannot be continued: settled, gone, another player's. Anything else (no network) is worth a retry. */
const isGone = (error: unknown) => isHttpError(error) && [403, 404, 409].includes(error.response?.status ?? 0);

/**
 * Continues the run this browser remembers for `mapId` when there is one (`resumable`: not a playtest from a chosen
 * event), otherwise starts a new one from `source` (which the caller remembers, if it is still the run wanted). A
 * remembered run that is gone, or whose steps the map no longer allows, is forgotten and a new run starts.
 */
export async function beginRun(
  source: RunSource,
  mapId: number,
  selectedCharacter: number,
  resumable: boolean,
  onLoaded: (part: LoadPart) => void,
): Promise<BegunRun> {
  const remembered = resumable ? runInProgress() : null;
  if (remembered?.mapId === mapId) {
    try {
      const { loadedRun, actions } = await loadResumedRun(source, remembered.gameHash, onLoaded);
      const replayed = replayedRun(loadedRun, actions);
      if (replayed) return { loadedRun, resumed: { actions, replayed } };
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    forgetRunInProgress();
  }
  return { loadedRun: await loadRun(source, selectedCharacter, onLoaded), resumed: null };
}
