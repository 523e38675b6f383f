import { expect, vi } from 'vitest';
import type { DailyPlayResponse } from '../../../src/contract/daily';
import type { EndGameResponse } from '../../../src/contract/play';
import { characterById } from '../../../src/core/catalogue/characters';
import { googleOnlyPlayer } from './accounts';
import type { TestContext } from './app';
import { mapFromPlay, playToTheEnd } from './play-maps';

type Headers = Record<string, string>;
const starter = characterById(1)!;

/**
 * The clock of a daily test: a fixed UTC instant that keeps running, so runs settle one after another. What the
 * server keeps for a second (the visitors' answers, the boards) runs on the real clock: it is forgotten, as a change
 * would make it, so that no answer of the day before is served.
 */
export function setToday(ctx: TestContext, iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(iso));
  ctx.app.dataChanges.changed();
}

let players = 0;

/** A signed-in player (written straight to the database: quicker than registering). */
export const dailyPlayer = (ctx: TestContext, prefix: string) => googleOnlyPlayer(ctx, `${prefix}${++players}`);

/** The calls of the daily island for one test app. */
export function dailyCalls(ctx: () => TestContext) {
  const inject = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    ctx().app.inject({ method, url, headers, payload });
  const start = async (headers: Headers = {}): Promise<DailyPlayResponse> => {
    const res = await inject('POST', '/daily/play', headers, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The honest end of a daily run: the starter played to its end with the careful player. */
  const honest = (play: DailyPlayResponse) => playToTheEnd(mapFromPlay(play), starter, play.character.level, play.seed);
  const end = (play: DailyPlayResponse, headers: Headers, actions = honest(play).actions) =>
    inject('POST', '/play/endGame', headers, { mapId: play.mapId, gameHash: play.gameHash, actions });
  /** Starts and honestly ends a daily run: the end's answer. */
  const playThrough = async (headers: Headers = {}): Promise<EndGameResponse> => {
    const res = await end(await start(headers), headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { inject, start, honest, end, playThrough };
}
