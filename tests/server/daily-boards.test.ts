import { afterAll, expect, it, vi } from 'vitest';
import type { BoardEntry } from '../../src/contract/daily';
import { questById, QUEST_STAT_KEYS, QUESTS } from '../../src/core/catalogue/quests';
import { describeEachDb } from './helpers/app';
import { dailyCalls, dailyPlayer, setToday } from './helpers/daily';
import { expectLedgersBalanced } from './helpers/ledger';

type Player = Awaited<ReturnType<typeof dailyPlayer>>;
/** A ranked run as the test saw it settle: whose, its score, and when (in settling order). */
interface Settled {
  who: Player;
  runId: number;
  score: number;
  order: number;
}

const streakQuest = QUESTS.find((quest) => quest.statKey === QUEST_STAT_KEYS.dailyStreak)!;

/** A board as the server should rank `runs`: totals per player, higher first, then who reached it first. */
function expectedBoard(runs: Settled[]) {
  const players = new Map<string, { username: string; score: number; runs: number; reached: number; best: Settled }>();
  for (const run of runs) {
    const row = players.get(run.who.username);
    if (!row)
      players.set(run.who.username, {
        username: run.who.username,
        score: run.score,
        runs: 1,
        reached: run.order,
        best: run,
      });
    else {
      row.score += run.score;
      row.runs += 1;
      row.reached = Math.max(row.reached, run.order);
      if (run.score > row.best.score) row.best = run;
    }
  }
  return [...players.values()]
    .sort((a, b) => b.score - a.score || a.reached - b.reached)
    .map((row, index) => ({
      rank: index + 1,
      username: row.username,
      score: row.score,
      runs: row.runs,
      bestRunId: row.best.runId,
    }));
}

const shown = (entries: BoardEntry[]) =>
  entries.map(({ rank, username, score, runs, bestRunId }) => ({ rank, username, score, runs, bestRunId }));

/* Issue 27, the daily's boards (today, the ISO week, all time; everyone or the players followed) and its streak quest. */
describeEachDb('daily island: boards and the streak quest', (ctx) => {
  const { inject, playThrough } = dailyCalls(ctx);
  const settled: Settled[] = [];
  const play = async (who: Player) => {
    const { daily } = await playThrough(who.headers);
    const runId = (await inject('GET', '/daily', who.headers)).json().player.runId as number;
    settled.push({ who, runId, score: daily!.score, order: settled.length });
  };
  const board = async (query: string, headers: Record<string, string> = {}) => {
    const res = await inject('GET', `/daily/board?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { entries: BoardEntry[]; me: BoardEntry | null; day: string };
  };
  afterAll(async () => {
    vi.useRealTimers();
    await expectLedgersBalanced(ctx());
  });

  it('ranks today, the ISO week and all time, ties to the earlier settled, with the top and my row', async () => {
    setToday(ctx(), '2026-05-31T12:00:00Z'); // a Sunday: the week before
    const [ava, ben, cal, dora] = [
      await dailyPlayer(ctx(), 'ava'),
      await dailyPlayer(ctx(), 'ben'),
      await dailyPlayer(ctx(), 'cal'),
      await dailyPlayer(ctx(), 'dora'),
    ];
    await play(dora);
    setToday(ctx(), '2026-06-01T12:00:00Z'); // Monday
    await play(ava);
    await play(ben);
    setToday(ctx(), '2026-06-02T12:00:00Z');
    await play(ava);
    setToday(ctx(), '2026-06-03T12:00:00Z'); // Wednesday: today
    for (const who of [ben, cal, dora]) await play(who);

    const today = await board('period=today', cal.headers);
    expect(today.day).toBe('2026-06-03');
    // One seed and one careful player: equal scores, ranked in the order they settled.
    expect(shown(today.entries)).toEqual(expectedBoard(settled.slice(4)));
    expect(today.entries.map((entry) => entry.username)).toEqual([ben.username, cal.username, dora.username]);
    expect(today.me).toMatchObject({ rank: 2, username: cal.username });
    expect((await board('period=today', ava.headers)).me).toBeNull();

    const week = await board('period=week', ava.headers);
    expect(shown(week.entries)).toEqual(expectedBoard(settled.slice(1)));
    expect(week.me).toEqual(week.entries.find((entry) => entry.username === ava.username));
    const all = await board('period=all');
    expect(shown(all.entries)).toEqual(expectedBoard(settled));
    expect(all.me).toBeNull();
  });

  it('ranks the players I follow and me; a visitor cannot ask for it', async () => {
    const [ava, ben] = settled.slice(1, 3).map((run) => run.who);
    expect((await inject('POST', `/user/follow/${ben.username}`, ava.headers)).statusCode).toBe(200);
    const mine = settled.filter((run) => run.who === ava || run.who === ben);
    const following = await board('period=all&scope=following', ava.headers);
    expect(shown(following.entries)).toEqual(expectedBoard(mine));
    expect(following.me?.username).toBe(ava.username);
    const visitor = await inject('GET', '/daily/board?scope=following');
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'DAILY_FOLLOWING_SIGNED_IN']);
  });

  it('pays the three-days-in-a-row quest once, through the wallet', async () => {
    const claim = (who: Player) => inject('POST', '/quest/claimReward', who.headers, { questId: streakQuest.id });
    setToday(ctx(), '2026-07-01T10:00:00Z');
    const eli = await dailyPlayer(ctx(), 'eli');
    await play(eli);
    setToday(ctx(), '2026-07-02T10:00:00Z');
    await play(eli);
    expect((await claim(eli)).json().code).toBe('QUEST_NOT_COMPLETE');
    setToday(ctx(), '2026-07-03T10:00:00Z');
    await play(eli);
    expect((await inject('GET', '/daily', eli.headers)).json().player.streak).toBe(3);
    const quests = (await inject('POST', '/quest/getQuests', eli.headers)).json().quests;
    expect(quests.find((quest: { id: number }) => quest.id === streakQuest.id)).toMatchObject({
      progress: 3,
      claimable: true,
    });
    const paid = await claim(eli);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ reward_vpoints: questById(streakQuest.id)!.rewardVpoints });
    const again = await claim(eli);
    expect([again.statusCode, again.json().code]).toEqual([409, 'QUEST_ALREADY_CLAIMED']);
    const user = await ctx()
      .app.db.kysely.selectFrom('users')
      .select('vpoints')
      .where('id', '=', eli.id)
      .executeTakeFirstOrThrow();
    expect(user.vpoints).toBe(streakQuest.rewardVpoints);
  });
});
