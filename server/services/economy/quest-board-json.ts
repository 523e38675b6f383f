import { questStatus, type QuestDefinition } from '@src/core/catalogue/quests';
import { questView } from '@src/contract/quests';
import type { Lang } from '../../messages';

/** A quest's JSON in a language around the player's own fields: `{…"target_count":n` and `"reward_…"…}`. */
interface QuestPieces {
  readonly opening: string;
  readonly closing: string;
}

/** One row of the board: a quest and the player's count and claim of it. */
export interface QuestRow {
  readonly quest: QuestDefinition;
  readonly progress: number;
  readonly claimed: boolean;
}

/** A row's JSON: the shared pieces with the player's progress and statuses between them. */
function rowJson({ opening, closing }: QuestPieces, { quest, progress, claimed }: QuestRow): string {
  const status = questStatus(quest, progress, claimed);
  return `${opening},"progress":${progress},"completed":${status === 'completed'},"claimable":${status === 'claimable'},${closing}`;
}

const piecesKept = new Map<string, QuestPieces>();

/** The quest's pieces in `lang`, made and checked against the contract (with a player's fields in place) once. */
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
    questView.strict().parse(JSON.parse(rowJson(pieces, { quest, progress: 0, claimed: false })));
    piecesKept.set(key, pieces);
  }
  return pieces;
}

/**
 * POST /quest/getQuests's answer as JSON: every quest's texts and reward serialised once per language (and checked
 * against the contract then), each answer writing only the player's progress and statuses between them. Checking and
 * serialising the whole 5 KB board per call through the response schema was a fifth of the call's time (docs/performance.md).
 */
export function questBoardJson(
  rows: readonly QuestRow[],
  userStats: Readonly<Record<string, number | undefined>>,
  lang: Lang,
): Buffer {
  // The one part not checked once: the counters (each row's progress is one of them) must be integers.
  for (const [key, count] of Object.entries(userStats)) {
    if (count !== undefined && !Number.isSafeInteger(count)) throw new Error(`quest counter ${key} is ${count}`);
  }
  const quests = rows.map((row) => rowJson(piecesOf(row.quest, lang), row)).join(',');
  return Buffer.from(`{"quests":[${quests}],"userStats":${JSON.stringify(userStats)}}`);
}
