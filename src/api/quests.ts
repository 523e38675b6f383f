import type { ClaimRewardResponse, GetQuestsResponse } from '@src/contract/quests';
import { http } from './http';

/** Quest calls of spec section 7: the board with the player's progress, and claiming a reward. */

export async function getQuests(): Promise<GetQuestsResponse> {
  return (await http.post<GetQuestsResponse>('/quest/getQuests', {})).data;
}

export async function claimQuestReward(questId: number): Promise<ClaimRewardResponse> {
  return (await http.post<ClaimRewardResponse>('/quest/claimReward', { questId })).data;
}
