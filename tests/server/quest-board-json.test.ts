import { describe, expect, it } from 'vitest';
import { QUESTS, type QuestDefinition } from '../../src/core/catalogue/quests';
import { getQuestsResponse } from '../../src/contract/quests';
import { questBoardJson } from '../../server/services/economy/quest-board-json';

const [first, second, third] = QUESTS;
// No quest gives an object today; the contract allows one, so the board must write it.
const withReward: QuestDefinition = { ...QUESTS[3], rewardObject: { type: 'banners', object: 'sunset.png' } };

describe('questBoardJson', () => {
  it('writes each quest with the player’s progress and status, in the asked language, as the contract says', () => {
    const rows = [
      { quest: first, progress: first.target, claimed: false },
      { quest: second, progress: 0, claimed: false },
      { quest: third, progress: third.target + 3, claimed: true },
      { quest: withReward, progress: 1, claimed: false },
    ];
    const stats = { [first.statKey]: first.target, [second.statKey]: 0 };
    for (const lang of ['es', 'en'] as const) {
      const board = getQuestsResponse.parse(JSON.parse(questBoardJson(rows, stats, lang).toString()));
      expect(board.userStats).toEqual(stats);
      expect(board.quests.map((quest) => [quest.id, quest.progress, quest.claimable, quest.completed])).toEqual([
        [first.id, first.target, true, false],
        [second.id, 0, second.target <= 0, false],
        [third.id, third.target + 3, false, true],
        [withReward.id, 1, withReward.target <= 1, false],
      ]);
      expect(board.quests[0]).toMatchObject({
        name: first.name[lang],
        description: first.description[lang],
        stat_key: first.statKey,
        target_count: first.target,
        reward_vpoints: first.rewardVpoints,
        reward_type: null,
        reward_object: null,
      });
      expect(board.quests[3]).toMatchObject({
        reward_type: withReward.rewardObject!.type,
        reward_object: withReward.rewardObject!.object,
      });
    }
  });

  it('refuses a counter that is not an integer rather than answer outside the contract', () => {
    expect(() => questBoardJson([], { runs_played: 1.5 }, 'en')).toThrow(/runs_played/);
  });
});
