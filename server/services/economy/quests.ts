import type { Kysely } from 'kysely';
import { QUESTS, questById, sortByRemaining, type QuestDefinition } from '@src/core/catalogue/quests';
import type { ClaimRewardResponse } from '@src/contract/quests';
import type { Database } from '../../db/schema';
import { transact } from '../../db/concurrency';
import { isUniqueViolation } from '../../db/dialect';
import { conflict, notFound } from '../../errors';
import { messageFor, type Lang } from '../../messages';
import { insertQuestClaim } from '../../repositories/economy/quest-claims';
import { questBoardJson } from './quest-board-json';
import { questProgress, type QuestCounters } from './quest-counters';
import { credit } from './wallet';

/** The quests this build can measure, with the player's progress, claimable ones first (spec 4), as JSON. */
export async function questBoard(db: Kysely<Database>, userId: number, lang: Lang): Promise<Buffer> {
  const { counters, claimed } = await questProgress(db, userId);
  const rows = QUESTS.filter((quest) => counters[quest.statKey] !== undefined).map((quest) => ({
    quest,
    progress: counters[quest.statKey]!,
    claimed: claimed.has(quest.id),
  }));
  return questBoardJson(sortByRemaining(rows), counters, lang);
}

function offeredQuest(questId: number, counters: QuestCounters): { quest: QuestDefinition; progress: number } {
  const quest = questById(questId);
  const progress = quest && counters[quest.statKey];
  if (!quest || progress === undefined) throw notFound('QUEST_NOT_FOUND');
  return { quest, progress };
}

/**
 * Pays a quest's reward once: the claim row (unique per player and quest) and the wallet's credit (unique per fact in
 * the ledger) commit together, so ten claims at once pay once. Progress is measured inside the same transaction.
 */
export async function claimQuest(
  db: Kysely<Database>,
  userId: number,
  questId: number,
  lang: Lang,
): Promise<ClaimRewardResponse> {
  return transact(db, async (trx) => {
    const { counters, claimed } = await questProgress(trx, userId);
    const { quest, progress } = offeredQuest(questId, counters);
    if (claimed.has(quest.id)) throw conflict('QUEST_ALREADY_CLAIMED');
    if (progress < quest.target) throw conflict('QUEST_NOT_COMPLETE');
    try {
      await insertQuestClaim(trx, userId, quest.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('QUEST_ALREADY_CLAIMED');
      throw error;
    }
    const vpoints = await credit(trx, {
      userId,
      amount: quest.rewardVpoints,
      reason: 'quest',
      reference: `${userId}:${quest.id}`,
      onDuplicate: 'QUEST_ALREADY_CLAIMED',
    });
    return {
      message: messageFor('QUEST_REWARD_CLAIMED', lang),
      questId: quest.id,
      reward_vpoints: quest.rewardVpoints,
      reward_type: quest.rewardObject?.type ?? null,
      reward_object: quest.rewardObject?.object ?? null,
      vpoints,
    };
  });
}
