import { STORAGE_KEYS } from '@src/state/storage-keys';
import { rememberMapToPlay } from '@src/state/game';

/**
 * The run this browser is playing, kept in local storage from its start to its end, so that a reload of /play (or a
 * visitor's return to the menu) continues it: its hash names it to GET /play/runs/{gameHash}.
 */
export interface RunInProgress {
  readonly gameHash: string;
  readonly mapId: number;
}

export function rememberRunInProgress(run: RunInProgress): void {
  localStorage.setItem(STORAGE_KEYS.runInProgress, JSON.stringify(run));
}

export function forgetRunInProgress(): void {
  localStorage.removeItem(STORAGE_KEYS.runInProgress);
}

/** The remembered run, or null (none, or a damaged value). */
export function runInProgress(): RunInProgress | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.runInProgress) ?? 'null');
    const { gameHash, mapId } = (value ?? {}) as Partial<RunInProgress>;
    return typeof gameHash === 'string' && Number.isInteger(mapId) ? { gameHash, mapId: mapId! } : null;
  } catch {
    return null;
  }
}

/** "Continuar partida": /play will continue this run (not start a new one); `origin` is where its end leads back. */
export function resumeRunOnPlay(run: RunInProgress, origin: string): void {
  rememberMapToPlay(run.mapId, origin);
  rememberRunInProgress(run);
}
