import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { compiledOnce } from '../../server/db/compiled-once';
import { transact } from '../../server/db/concurrency';
import { describeEachDb } from './helpers/app';

describeEachDb('queries compiled once', (ctx) => {
  const db = () => ctx().app.db.kysely;

  it('sends each call its own arguments where the markers stood, and the values the query holds as they are', async () => {
    // `price >= 0` is the query's own value: it must stay whatever the arguments are.
    const characters = compiledOnce((kysely, rarity: string, fromId: number) =>
      kysely
        .selectFrom('characters')
        .select(['characterid', 'rarity'])
        .where('rarity', '=', rarity)
        .where('characterid', '>=', fromId)
        .where('price', '>=', 0)
        .orderBy('characterid'),
    );
    for (const [rarity, fromId] of [
      ['common', 1],
      ['rare', 5],
      ['epic', 12],
      ['common', 3],
    ] as const) {
      const expected = await db()
        .selectFrom('characters')
        .select(['characterid', 'rarity'])
        .where('rarity', '=', rarity)
        .where('characterid', '>=', fromId)
        .orderBy('characterid')
        .execute();
      expect(expected.length).toBeGreaterThan(0);
      expect((await characters(db(), rarity, fromId)).rows).toEqual(expected);
    }
  });

  it('writes inside a transaction, a null among the arguments', async () => {
    const insertUser = compiledOnce((kysely, name: string, email: string, googleId: string | null) =>
      kysely.insertInto('users').values({
        username: name,
        username_key: name,
        email,
        password_hash: null,
        google_id: googleId,
        profile_image: 'pic-01.webp',
        banner: 'banner-01.webp',
        created_at: '2026-11-27T00:00:00.000Z',
      }),
    );
    await transact(db(), async (trx) => {
      await insertUser(trx, 'compiled_a', 'compiled_a@example.com', null);
      await insertUser(trx, 'compiled_b', 'compiled_b@example.com', 'google-compiled-b');
    });
    const rows = await db()
      .selectFrom('users')
      .select(['username', 'google_id'])
      .where('username', 'in', ['compiled_a', 'compiled_b'])
      .orderBy('username')
      .execute();
    expect(rows).toEqual([
      { username: 'compiled_a', google_id: null },
      { username: 'compiled_b', google_id: 'google-compiled-b' },
    ]);
  });

  it('refuses an argument written into a value or left out, rather than compile the first call’s value into every call', async () => {
    const written = compiledOnce((kysely, name: string) =>
      kysely.selectFrom('users').select('id').where('email', '=', `${name}@example.com`),
    );
    await expect(written(db(), 'someone')).rejects.toThrow(/argument 0 is used other than as a value/);
    const branched = compiledOnce((kysely, name: string, exact: boolean) =>
      kysely
        .selectFrom('users')
        .select('id')
        .where('username', exact ? '=' : 'like', name),
    );
    await expect(branched(db(), 'someone', true)).rejects.toThrow(/argument 1 is not a value of the query/);
  });

  it('is parsed and planned once per connection on PostgreSQL: a named prepared statement', async () => {
    if (ctx().dialect !== 'postgres') return;
    const tokenVersion = compiledOnce((kysely, id: number) =>
      kysely.selectFrom('users').select('token_version').where('id', '=', id),
    );
    // Its columns are the table's of the moment: left unnamed, a migration adding a column cannot break it.
    const everyColumn = compiledOnce((kysely, id: number) =>
      kysely.selectFrom('maps').selectAll().where('mapid', '=', id),
    );
    // One transaction: the same connection runs the query and then lists what it has prepared.
    const prepared = await transact(db(), async (trx) => {
      await tokenVersion(trx, 1);
      await tokenVersion(trx, 2);
      await everyColumn(trx, 1);
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
    });
    const statements = prepared.rows.map((row) => row.statement);
    expect(
      statements.filter((statement) => /from "users"/.test(statement) && /"token_version"/.test(statement)),
    ).toHaveLength(1);
  });
});
