import type { QuestDefinition } from '@src/core/catalogue/quests';
import { questStatus } from '@src/core/catalogue/quests';
import { getQuestsResponse } from '@src/contract/quests';
import type { Lang } from '../../messages';

/** What a quest shows in a language, around the player's own fields: `{…"target_count":n,` and `,"reward_…"…}`. */
interface QuestPieces {
  readonly opening: string;
  readonly closing: string;
}

/** One board row: a quest and the player's count and claim of it. */
export interface BoardRow {
  readonly quest: QuestDefinition;
  readonly progress: number;
  readonly claimed: boolean;
}

const piecesKept = new Map<string, QuestPieces>();

function piecesOf(quest: QuestDefinition, lang: Lang): QuestPieces {
  const key = `${quest.id} ${lang}`;
  let pieces = piecesKept.get(key);
  if (!pieces) {
    const shown = {
      id: quest.id,
      name: quest.name[lang],
      description: quest.description[lang],
      stat_key: quest.statKey,
      target_count: quest.target,
    };
    const reward = {
      reward_vpoints: quest.rewardVpoints,
      reward_type: quest.rewardObject?.type ?? null,
      reward_object: quest.rewardObject?.object ?? null,
    };
    pieces = { opening: JSON.stringify(shown).slice(0, -1), closing: JSON.stringify(reward).slice(1) };
    // Checked against the contract once per quest and language, with a player's fields in place.
    getQuestsResponse.parse(JSON.parse(boardJson([{ quest, progress: 0, claimed: false }], {}, () => pieces!)));
    piecesKept.set(key, pieces);
  }
  return pieces;
}

function boardJson(
  rows: readonly BoardRow[],
  userStats: Readonly<Record<string, number | undefined>>,
  pieces: (quest: QuestDefinition) => QuestPieces,
): string {
  const quests = rows.map(({ quest, progress, claimed }) => {
    const { opening, closing } = pieces(quest);
    const status = questStatus(quest, progress, claimed);
    const own = `"progress":${progress},"completed":${status === 'completed'},"claimable":${status === 'claimable'}`;
    return `${opening},${own},${closing}`;
  });
  return `{"quests":[${quests.join(',')}],"userStats":${JSON.stringify(userStats)}}`;
}

/**
 * POST /quest/getQuests's answer as JSON: every quest's texts and reward serialised once per language (and checked
 * against the contract then), each answer writing only the player's progress and statuses between them. Checking and
 * serialising the whole 5 KB board per call through the response schema was a fifth of the call's time (docs/performance.md).
 */
export function questBoardJson(
  rows: readonly BoardRow[],
  userStats: Readonly<Record<string, number | undefined>>,
  lang: Lang,
): Buffer {
  // The one part not checked once: the counters (each row's progress is one of them) must be integers.
  for (const [key, count] of Object.entries(userStats)) {
    if (count !== undefined && !Number.isSafeInteger(count)) throw new Error(`quest counter ${key} is ${count}`);
  }
  return Buffer.from(boardJson(rows, userStats, (quest) => piecesOf(quest, lang)));
}
