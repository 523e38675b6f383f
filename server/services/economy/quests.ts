import type { Kysely } from 'kysely';
import { QUEST_STAT_KEYS, QUESTS, questById, sortByRemaining, type QuestDefinition } from '@src/core/catalogue/quests';
import type { ClaimRewardResponse } from '@src/contract/quests';
import type { Database } from '../../db/schema';
import { transact } from '../../db/concurrency';
import { isUniqueViolation } from '../../db/dialect';
import { conflict, notFound } from '../../errors';
import { setBounded } from '../../lib/bounded-map';
import { messageFor, type Lang } from '../../messages';
import { insertQuestClaim } from '../../repositories/economy/quest-claims';
import { questBoardJson } from './quest-board-json';
import { questProgress, type QuestCounters } from './quest-counters';
import { credit } from './wallet';

const STAT_KEYS = Object.values(QUEST_STAT_KEYS);

/** Answers of the board kept by what they are made of: 3–4 KB each. */
const ANSWERS_KEPT = 256;
const answersKept = new Map<string, Buffer>();

/**
 * The board's answer is the counters, the quests claimed and the language, nothing else: players whose facts are the
 * same (every new player, and all who stand at the same counts) share its bytes. Sorting and writing them were 20–30
 * of the 40–50 µs a board took in-process on SQLite, its statement included (docs/performance.md). Keyed by the facts
 * themselves, read on every call, a kept answer is never stale, and no write has to forget it.
 */
function boardAnswer(counters: QuestCounters, claimed: ReadonlySet<number>, lang: Lang): Buffer {
  const key = `${lang} ${STAT_KEYS.map((key) => counters[key]).join()} ${[...claimed].sort((a, b) => a - b).join()}`;
  let answer = answersKept.get(key);
  if (!answer) {
    const rows = QUESTS.filter((quest) => counters[quest.statKey] !== undefined).map((quest) => ({
      quest,
      progress: counters[quest.statKey]!,
      claimed: claimed.has(quest.id),
    }));
    answer = questBoardJson(sortByRemaining(rows), counters, lang);
    setBounded(answersKept, key, answer, ANSWERS_KEPT);
  }
  return answer;
}

/** The quests this build can measure, with the player's progress, claimable ones first (spec 4), as JSON. */
export async function questBoard(db: Kysely<Database>, userId: number, lang: Lang): Promise<Buffer> {
  const { counters, claimed } = await questProgress(db, userId);
  return boardAnswer(counters, claimed, lang);
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
