import { rememberMapToPlay } from '@src/state/game';
import { STORAGE_KEYS } from '@src/state/storage-keys';

/**
 * Where a daily run begins and where its end popup's "Volver" leads. Not /daily, which is the API's GET (the server
 * answers a call it has before serving the app, so a reload there would show JSON).
 */
export const DAILY_PATH = '/daily_island';

/**
 * Sends /play to the daily island: its run is started by POST /daily/play (today's seed, ranked or practice) instead
 * of /play/play. Kept in local storage beside `mapa`, so a reloaded game screen starts a daily run again; choosing any
 * other map clears it (`rememberMapToPlay`).
 */
export function rememberDailyToPlay(mapId: number): void {
  rememberMapToPlay(mapId, DAILY_PATH);
  localStorage.setItem(STORAGE_KEYS.dailyRun, 'true');
}

export const isDailyRunToPlay = (): boolean => localStorage.getItem(STORAGE_KEYS.dailyRun) === 'true';
