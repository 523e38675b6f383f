import { sendStep } from '@src/api/resume';
import type { RunAction } from '@src/core/run';

/** What the sender reads of the play store: the run's hash, its actions, how many the server has, and whose they are. */
export interface StepSyncView {
  readonly generation: number;
  readonly gameHash: string;
  readonly actions: readonly RunAction[];
  readonly synced: number;
}

export interface StepSyncHost {
  /** The run whose steps are to be sent, or null (no run, or a practice run the server cannot replay). */
  view(): StepSyncView | null;
  /** The server holds `count` steps of the run of `generation`. */
  synced(generation: number, count: number): void;
  /** Another device moved the run on: these are its stored steps, to be adopted. */
  adopt(generation: number, steps: readonly RunAction[]): void;
  /** The server will take no more steps of this run (settled, refused, not this player's): stop sending. */
  stop(generation: number): void;
}

/** A call that failed on the way (no answer, a server restarting, a rate limit) is tried again after this long. */
export const STEP_RETRY_MS = 2000;

const retried = (status: number | undefined) => status === undefined || status === 429 || status >= 500;

/**
 * Sends a run's actions to POST /play/step one at a time, in order, as they are made, without ever holding up the game:
 * each send is started after the store has changed, and a failed one is retried later. Returns `pump`, to be called
 * whenever an action is added (it does nothing while a step is on its way: that one's answer sends the next).
 */
export function stepSender(host: StepSyncHost): () => void {
  const inFlight = { generation: -1 };
  const pump = (): void => {
    const view = host.view();
    if (!view || view.synced >= view.actions.length || inFlight.generation === view.generation) return;
    const { generation, gameHash, synced } = view;
    inFlight.generation = generation;
    sendStep({ gameHash, index: synced, action: view.actions[synced] })
      .then((answer) => {
        inFlight.generation = -1;
        if ('code' in answer) host.adopt(generation, answer.steps);
        else host.synced(generation, answer.steps);
        pump();
      })
      .catch((error: unknown) => {
        inFlight.generation = -1;
        const status = (error as { response?: { status?: number } }).response?.status;
        if (retried(status)) setTimeout(pump, STEP_RETRY_MS);
        else host.stop(generation);
      });
  };
  return pump;
}
