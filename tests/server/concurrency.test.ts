import { beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { describeEachDb } from './helpers/app';
import { login, signedInPlayer } from './helpers/accounts';
import { createEvent, createMap, option, publishableMap, sendItemForm, sendMapForm } from './helpers/creators';
import { insertTestMap, mapFromPlay, playToTheEnd, userIdOf } from './helpers/play-maps';
import { characterById } from '../../src/core/catalogue/characters';
import type { PlayResponse } from '../../src/contract/play';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

const NOW = new Date().toISOString();

/** How many answers of each kind: '2xx', or the status and code of a refusal. */
function statuses(answers: LightMyRequestResponse[]) {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const key = res.statusCode < 300 ? '2xx' : `${res.statusCode} ${res.json().code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The races the issue "Scale-out you can trust" found over HTTP, each run on SQLite and PostgreSQL. */
describeEachDb('Concurrent requests', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db.kysely;
  let players: Player[];
  beforeAll(async () => {
    players = [];
    for (let i = 0; i < 5; i++) players.push(await signedInPlayer(ctx(), 'racer'));
  });

  const expectAll2xx = (answers: LightMyRequestResponse[]) => {
    const failures = answers.filter((res) => res.statusCode >= 300).map((res) => `${res.statusCode} ${res.body}`);
    expect(failures).toEqual([]);
  };

  it('5 simultaneous ends of one run: one earns the experience, the other four answer 409 RUN_FINISHED', async () => {
    const player = players[3];
    // Three harmless events: the run is won after three turns.
    const map = await insertTestMap(ctx(), { events: [{ options: [{}] }, { options: [{}] }, { options: [{}] }] });
    const started = await app().inject({
      method: 'POST',
      url: '/play/play',
      headers: player.headers,
      payload: { mapId: map.mapId },
    });
    const play: PlayResponse = started.json();
    const { actions } = playToTheEnd(mapFromPlay(play), characterById(1)!, play.character.level, play.seed);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app().inject({
          method: 'POST',
          url: '/play/endGame',
          headers: player.headers,
          payload: { mapId: map.mapId, gameHash: play.gameHash, actions },
        }),
      ),
    );
    // Whether a late call reads the run before or after the winner commits, it is refused the same way.
    expect(statuses(answers)).toEqual({ '2xx': 1, '409 RUN_FINISHED': 4 });
    expect(answers.find((res) => res.statusCode === 200)!.json().experienceGained).toBeGreaterThan(0);
    const runs = await db()
      .selectFrom('runs')
      .select('reward_claimed')
      .where('game_hash', '=', play.gameHash)
      .execute();
    expect(runs).toEqual([{ reward_claimed: 1 }]);
  });

  it('250 simultaneous like toggles from two players all answer 2xx and keep the count equal to the rows', async () => {
    const map = await publishableMap(app(), players[4].headers);
    const answers = await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        app().inject({ method: 'POST', url: `/maps/${map.mapid}/like`, headers: players[i % 2].headers }),
      ),
    );
    expectAll2xx(answers);
    const rows = await db().selectFrom('likes').select('user_id').where('mapid', '=', map.mapid).execute();
    const stored = await db()
      .selectFrom('maps')
      .select('likes')
      .where('mapid', '=', map.mapid)
      .executeTakeFirstOrThrow();
    // 125 toggles each, an odd number: both players end liking the map.
    expect([rows.length, stored.likes]).toEqual([2, 2]);
  });

  it('250 simultaneous follow toggles from four players all answer 2xx and leave the rows the toggles say', async () => {
    const followee = players[4];
    const answers = await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        app().inject({ method: 'POST', url: `/user/follow/${followee.username}`, headers: players[i % 4].headers }),
      ),
    );
    expectAll2xx(answers);
    const profile = await app().inject({ method: 'GET', url: `/user/mi_perfil/${followee.username}` });
    const rows = await db()
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.followee_id')
      .where('users.username', '=', followee.username)
      .select('follower_id')
      .execute();
    // 63, 63, 62 and 62 toggles: the first two players end following, the other two not.
    expect(rows).toHaveLength(2);
    expect(profile.json()).toMatchObject({ followers: 2 });
  });

  /** The per-player limits: 5 places left, 30 creations at once. */
  const quotas = [
    {
      what: 'map',
      table: 'maps',
      limit: 100,
      code: '409 MAP_LIMIT',
      row: (i: number) => ({ name: `Isla ${i}`, name_key: `isla ${i}`, description: '', updated_at: NOW }),
      create: (headers: Record<string, string>, i: number) => sendMapForm(app(), headers, { title: `Nueva ${i}` }),
    },
    {
      what: 'item',
      table: 'objects',
      limit: 500,
      code: '409 ITEM_LIMIT',
      row: (i: number) => ({ name: `Cosa ${i}`, description: 'x' }),
      create: (headers: Record<string, string>, i: number) =>
        sendItemForm(app(), headers, { name: `Nueva ${i}`, description: 'Una.' }),
    },
  ] as const;

  for (const quota of quotas) {
    it(`30 simultaneous ${quota.what} creations with 5 left end at exactly ${quota.limit}, the rest refused`, async () => {
      const owner = await signedInPlayer(ctx(), quota.what);
      const ownerId = await userIdOf(ctx(), owner.username);
      const filler = Array.from({ length: quota.limit - 5 }, (_, i) => ({
        ...quota.row(i),
        owner_id: ownerId,
        created_at: NOW,
      }));
      // The rows fit their own table; Kysely cannot check a union of two tables' shapes.
      await db()
        .insertInto(quota.table)
        .values(filler as never)
        .execute();
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => quota.create(owner.headers, i)));
      expect(statuses(answers)).toEqual({ '2xx': 5, [quota.code]: 25 });
      const owned = await db().selectFrom(quota.table).select('owner_id').where('owner_id', '=', ownerId).execute();
      expect(owned).toHaveLength(quota.limit);
    });
  }

  it('30 simultaneous options added to an event with 15 leave exactly 20', async () => {
    const owner = players[0];
    const map = await createMap(app(), owner.headers);
    const event = await createEvent(app(), owner.headers, {
      mapId: map.mapid,
      consequencesList: Array.from({ length: 15 }, (_, i) => option({ option: `Opción ${i}` })),
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app().inject({
          method: 'POST',
          url: '/maps/event_creator/create_consequence',
          headers: owner.headers,
          payload: { mapid: map.mapid, eventid: event.eventid, ...option({ option: `Extra ${i}` }) },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ '2xx': 5, '400 TOO_MANY_OPTIONS': 25 });
    const rows = await db()
      .selectFrom('consequences')
      .select('consequenceid')
      .where('eventid', '=', event.eventid)
      .execute();
    expect(rows).toHaveLength(20);
  });

  it("20 simultaneous update_event calls on one event leave exactly one writer's options", async () => {
    const owner = players[1];
    const map = await createMap(app(), owner.headers);
    const event = await createEvent(app(), owner.headers, { mapId: map.mapid, consequencesList: [option()] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, writer) =>
        app().inject({
          method: 'POST',
          url: '/maps/event_creator/update_event',
          headers: owner.headers,
          payload: {
            mapId: map.mapid,
            eventid: event.eventid,
            label: `Versión ${writer}`,
            locked: false,
            options: Array.from({ length: 7 }, (_, k) => option({ option: `w${writer}-${k}` })),
          },
        }),
      ),
    );
    expectAll2xx(answers);
    const rows = await db().selectFrom('consequences').select('option').where('eventid', '=', event.eventid).execute();
    const writers = new Set(rows.map((row) => row.option.split('-')[0]));
    expect([rows.length, writers.size]).toEqual([7, 1]);
  });
});

/** Failed-password counting, with the in-memory counter and with the Redis one several instances share. */
for (const [store, env] of [
  ['memory', {}],
  ['Redis', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }],
] as const) {
  describeEachDb(
    `Simultaneous wrong passwords (${store} counter)`,
    (ctx) => {
      // Unique names: the Redis counter outlives the test, and other runs may share the server.
      const uniquePrefix = () => `k${Math.random().toString(36).slice(2, 9)}`;
      // Confirmations are counted per user id, which every test database starts again from 1: a shared Redis may
      // still hold the counts of another suite's user with the same id.
      const forgetConfirmations = async (userId: number) => {
        if (!('REDIS_URL' in env)) return;
        const redis = new Redis(env.REDIS_URL);
        await redis.del(`vs:attempts:confirm:${userId}`);
        await redis.quit();
      };

      it('checks only 10 of 50 wrong logins sent at once from 50 addresses, and refuses the rest 429', async () => {
        const player = await signedInPlayer(ctx(), uniquePrefix());
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            login(ctx().app, { email: player.email, password: `wrong-${i}` }, `198.51.100.${i + 1}`),
          ),
        );
        expect(statuses(answers)).toEqual({ '401 INVALID_CREDENTIALS': 10, '429 RATE_LIMITED': 40 });
        expect((await login(ctx().app, player, '198.51.100.200')).statusCode).toBe(429);
      });

      it('checks only 10 of 50 wrong current passwords sent at once to change_password', async () => {
        const player = await signedInPlayer(ctx(), uniquePrefix());
        await forgetConfirmations(await userIdOf(ctx(), player.username));
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            ctx().app.inject({
              method: 'PUT',
              url: '/user/change_password',
              headers: player.headers,
              payload: { currentPassword: `wrong-${i}`, newPassword: 'a-new-long-password' },
            }),
          ),
        );
        expect(statuses(answers)).toEqual({ '400 WRONG_PASSWORD': 10, '429 RATE_LIMITED': 40 });
      });
    },
    { env },
  );
}
