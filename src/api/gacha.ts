import type { Banner } from '@src/core/gacha';
import type { GachaSummaryResponse, RollHistoryResponse, RollResponse, SparkResponse } from '@src/contract/gacha';
import { http } from './http';

/** Gacha calls (docs/gacha.md): a roll drawn on the server, the player's history and summary, and the spark. */
export async function rollBanner(bannerType: Banner): Promise<RollResponse> {
  return (await http.post<RollResponse>('/characters/roll', { bannerType })).data;
}

export async function getRollHistory(page: number): Promise<RollHistoryResponse> {
  return (await http.get<RollHistoryResponse>('/characters/rolls', { params: { page } })).data;
}

export async function getGachaSummary(): Promise<GachaSummaryResponse> {
  return (await http.get<GachaSummaryResponse>('/characters/rolls/summary')).data;
}

export async function redeemSpark(bannerType: Banner, characterId: number): Promise<SparkResponse> {
  return (await http.post<SparkResponse>('/characters/spark', { bannerType, characterId })).data;
}
