import type { QuestView } from '@src/contract/quests';
import type { Reply } from './fake-api';

/** A quest as POST /quest/getQuests answers it; `progress` and the flags say where the player stands. */
export function questOf(id: number, extra: Partial<QuestView> = {}): QuestView {
  return {
    id,
    name: `Misión ${id}`,
    description: `Descripción ${id}`,
    stat_key: 'runs_played',
    target_count: 3,
    progress: 0,
    completed: false,
    claimable: false,
    reward_vpoints: 50,
    reward_type: null,
    reward_object: null,
    ...extra,
  };
}

/**
 * The routes the main menu calls for a signed-in player: the quest board (the quests button's badge reads it) and the
 * unfinished runs it offers to continue (none).
 */
export function questBoard(quests: QuestView[] = []): Record<string, Reply> {
  return {
    'POST /quest/getQuests': { status: 200, body: { quests, userStats: {} } },
    'GET /play/runs': { status: 200, body: { runs: [] } },
  };
}
