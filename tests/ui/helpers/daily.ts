import type { BoardEntry, BoardResponse, DailyPlayerState, DailyResponse } from '@src/contract/daily';
import type { Reply } from './fake-api';

/** Today's island as GET /daily answers it: Zombie Island, five hours and a half left, 12 players ranked. */
export function dailyAnswer(player: Partial<DailyPlayerState> | null = null): DailyResponse {
  return {
    day: '2026-11-27',
    mapId: 2,
    endsAt: new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString(),
    players: 12,
    player:
      player === null ? null : { state: 'not-played', runId: null, score: null, rank: null, streak: 0, ...player },
  };
}

/** The route the main menu and /daily call on arrival (visitors too). */
export function dailyToday(player: Partial<DailyPlayerState> | null = null): Record<string, Reply> {
  return { 'GET /daily': { status: 200, body: dailyAnswer(player) } };
}

export const boardEntry = (rank: number, username: string, extra: Partial<BoardEntry> = {}): BoardEntry => ({
  rank,
  username,
  picture: null,
  score: 1000 - rank * 10,
  runs: 1,
  bestRunId: 100 + rank,
  ...extra,
});

export function boardAnswer(entries: BoardEntry[], me: BoardEntry | null = null, extra: Partial<BoardResponse> = {}) {
  return { day: '2026-11-27', period: 'today', scope: 'everyone', entries, me, ...extra } satisfies BoardResponse;
}
