import { beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { publishableMap } from './helpers/creators';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

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

  it('250 simultaneous like toggles from two players all answer 2xx and keep the count equal to the rows', async () => {
    const map = await publishableMap(app(), players[0].headers);
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
});
