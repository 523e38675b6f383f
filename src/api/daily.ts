import type {
  BoardPeriod,
  BoardResponse,
  BoardScope,
  DailyPlayResponse,
  DailyResponse,
  ReplayResponse,
} from '@src/contract/daily';
import { http } from './http';

/** The daily island's calls (docs/daily.md): today's island, a run of it, its boards and the replays of ranked runs. */

export async function getDaily(): Promise<DailyResponse> {
  return (await http.get<DailyResponse>('/daily')).data;
}

/** Starts a run of today's island with today's seed: ranked when it is a signed-in player's first of the day. */
export async function playDaily(selectedCharacter: number): Promise<DailyPlayResponse> {
  return (await http.post<DailyPlayResponse>('/daily/play', { selectedCharacter })).data;
}

export async function getBoard(period: BoardPeriod, scope: BoardScope): Promise<BoardResponse> {
  return (await http.get<BoardResponse>('/daily/board', { params: { period, scope } })).data;
}

export async function getReplay(runId: number): Promise<ReplayResponse> {
  return (await http.get<ReplayResponse>(`/replays/${runId}`)).data;
}
