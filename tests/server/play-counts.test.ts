import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { PLAYS_ADDED_EVERY_MS } from '../../server/plugins/play-counts';
import { addPendingPlays } from '../../server/repositories/runs';
import { describeEachDb } from './helpers/app';
import { insertTestMap, type InsertedMap } from './helpers/play-maps';

/*
 * A run start marks its play pending (no run waits for the played map's row lock); the pending plays reach
 * `maps.num_players` every second, exactly once each, however many servers add them up at once.
 */
describeEachDb('the play counts of run starts', (ctx) => {
  const db = () => ctx().app.db.kysely;
  const playsOf = async (mapid: number) =>
    (await db().selectFrom('maps').select('num_players').where('mapid', '=', mapid).executeTakeFirstOrThrow())
      .num_players;
  const pending = async () =>
    (await db().selectFrom('runs').select('id').where('play_pending', '=', 1).execute()).length;
  const startRun = (mapId: number, remoteAddress: string) =>
    ctx().app.inject({ method: 'POST', url: '/play/play', payload: { mapId }, remoteAddress });

  let maps: InsertedMap[];
  beforeAll(async () => {
    const island = { events: [{ premise: 'Una ola', options: [{ wins: true }] }] };
    maps = [await insertTestMap(ctx(), island), await insertTestMap(ctx(), island)];
  });

  it('adds each run start of another address to its map once', async () => {
    await ctx().app.addPendingPlays();
    const before = await Promise.all(maps.map((map) => playsOf(map.mapId)));
    for (const address of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) {
      expect((await startRun(maps[0].mapId, address)).statusCode).toBe(200);
    }
    expect((await startRun(maps[1].mapId, '198.51.100.21')).statusCode).toBe(200);
    await ctx().app.addPendingPlays();
    expect(await Promise.all(maps.map((map) => playsOf(map.mapId)))).toEqual([before[0] + 3, before[1] + 1]);
    expect(await pending()).toBe(0);
    await ctx().app.addPendingPlays();
    expect(await Promise.all(maps.map((map) => playsOf(map.mapId)))).toEqual([before[0] + 3, before[1] + 1]);
  });

  it('counts every play exactly once while runs start and several additions race', async () => {
    await ctx().app.addPendingPlays();
    const before = await playsOf(maps[0].mapId);
    const starts = Array.from({ length: 40 }, (_, i) => startRun(maps[0].mapId, `203.0.113.${i + 1}`));
    // On PostgreSQL each addition is a transaction on a connection of its own: what several servers do at once.
    const additions = Array.from({ length: 6 }, () => addPendingPlays(db()));
    const answers = await Promise.all(starts);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    await Promise.all(additions);
    await ctx().app.addPendingPlays();
    expect(await playsOf(maps[0].mapId)).toBe(before + 40);
    expect(await pending()).toBe(0);
  });

  it('adds them by itself within a second', async () => {
    const before = await playsOf(maps[1].mapId);
    expect((await startRun(maps[1].mapId, '198.51.100.30')).statusCode).toBe(200);
    const deadline = Date.now() + 3 * PLAYS_ADDED_EVERY_MS;
    while ((await playsOf(maps[1].mapId)) === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await playsOf(maps[1].mapId)).toBe(before + 1);
  });
});

describe('a server that stops', () => {
  it('adds the pending plays before it closes its database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vs-plays-'));
    try {
      const app = await buildApp(
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }),
      );
      const before = await app.db.kysely
        .selectFrom('maps')
        .select('num_players')
        .where('mapid', '=', 1)
        .executeTakeFirstOrThrow();
      const answer = await app.inject({ method: 'POST', url: '/play/play', payload: { mapId: 1 } });
      expect(answer.statusCode, answer.body).toBe(200);
      await app.close();
      const file = new Sqlite(join(dataDir, 'vacation-survival.db'), { readonly: true });
      try {
        expect(file.prepare('select num_players from maps where mapid = 1').get()).toEqual({
          num_players: before.num_players + 1,
        });
        expect(file.prepare('select count(*) as n from runs where play_pending = 1').get()).toEqual({ n: 0 });
      } finally {
        file.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
