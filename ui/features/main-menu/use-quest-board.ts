import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@src/api/errors';
import { claimQuestReward, getQuests } from '@src/api/quests';
import type { QuestView } from '@src/contract/quests';
import i18n from '@src/i18n';
import { formatVPoints } from '@src/i18n/format';
import { noticesStore, REWARD_NOTICE_MS } from '@src/state/notices';
import { sessionStore, useSession } from '@src/state/session';

export type QuestBoard =
  | { status: 'visitor' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; quests: QuestView[] };

/**
 * The signed-in player's quest board, asked for when the main menu opens so the quests button can show a badge
 * before the popup is opened. Claiming pays through the server and updates the balance and the row at once.
 */
export function useQuestBoard() {
  const token = useSession((state) => state.token);
  const [board, setBoard] = useState<QuestBoard>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    getQuests().then(
      ({ quests }) => current && setBoard({ status: 'ready', quests }),
      (error: unknown) => current && setBoard({ status: 'failed', message: toApiError(error).message }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const reload = useCallback(() => {
    setBoard({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const patchQuest = useCallback(
    (questId: number, changes: Partial<QuestView>) =>
      setBoard((shown) =>
        shown.status === 'ready'
          ? {
              status: 'ready',
              quests: shown.quests.map((quest) => (quest.id === questId ? { ...quest, ...changes } : quest)),
            }
          : shown,
      ),
    [],
  );

  /** Pays one quest; rejects (for the row to say why) when the server refuses. */
  const claim = useCallback(
    async (questId: number) => {
      try {
        const answer = await claimQuestReward(questId);
        sessionStore.getState().update({ vpoints: answer.vpoints });
        noticesStore
          .getState()
          .push(
            'success',
            'menu:quests.rewarded',
            { amount: formatVPoints(answer.reward_vpoints, i18n.language) },
            REWARD_NOTICE_MS,
          );
        patchQuest(questId, { completed: true, claimable: false });
      } catch (error) {
        // The board was out of date (claimed in another tab): the row shows what the server knows now.
        const { code } = toApiError(error);
        if (code === 'QUEST_ALREADY_CLAIMED') patchQuest(questId, { completed: true, claimable: false });
        if (code === 'QUEST_NOT_COMPLETE') patchQuest(questId, { claimable: false });
        throw error;
      }
    },
    [patchQuest],
  );

  const shown: QuestBoard = token ? board : { status: 'visitor' };
  const claimable = shown.status === 'ready' ? shown.quests.filter((quest) => quest.claimable).length : 0;
  return { board: shown, reload, claim, claimable };
}
