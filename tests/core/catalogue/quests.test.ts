import { describe, expect, it } from 'vitest';
import { QUEST_STAT_KEYS, QUESTS, questById, questStatus, sortByRemaining } from '../../../src/core/catalogue/quests';

describe('quest catalogue', () => {
  it('holds at least 15 quests with unique ids, both languages and a reward', () => {
    expect(QUESTS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(QUESTS.map((quest) => quest.id)).size).toBe(QUESTS.length);
    for (const quest of QUESTS) {
      for (const text of [quest.name, quest.description]) {
        expect(text.es.trim(), `quest ${quest.id}`).not.toBe('');
        expect(text.en.trim(), `quest ${quest.id}`).not.toBe('');
      }
      expect(Number.isInteger(quest.target) && quest.target > 0).toBe(true);
      expect(quest.rewardVpoints > 0 || quest.rewardObject !== null).toBe(true);
      expect(Object.values(QUEST_STAT_KEYS)).toContain(quest.statKey);
    }
  });

  it('goes from first steps to long goals', () => {
    expect(QUESTS[0].target).toBe(1);
    expect(QUESTS.some((quest) => quest.statKey === QUEST_STAT_KEYS.level && quest.target >= 10)).toBe(true);
    expect(questById(QUESTS[3].id)).toBe(QUESTS[3]);
    expect(questById(9999)).toBeUndefined();
  });
});

describe('quest progress', () => {
  const quest = QUESTS.find((q) => q.target === 5)!;

  it('is incomplete, then claimable at the target, then completed once claimed', () => {
    expect(questStatus(quest, 4, false)).toBe('incomplete');
    expect(questStatus(quest, 5, false)).toBe('claimable');
    expect(questStatus(quest, 9, false)).toBe('claimable');
    expect(questStatus(quest, 9, true)).toBe('completed');
  });

  it('sorts by what remains, least first, with claimed quests last', () => {
    const [a, b, c] = QUESTS;
    const rows = [
      { quest: a, progress: 0, claimed: true },
      { quest: b, progress: 0, claimed: false },
      { quest: c, progress: 1, claimed: false },
    ];
    const remaining = (row: (typeof rows)[number]) => row.quest.target - row.progress;
    const sorted = sortByRemaining(rows);
    expect(sorted[sorted.length - 1].quest).toBe(a);
    expect(remaining(sorted[0])).toBeLessThanOrEqual(remaining(sorted[1]));
  });
});
