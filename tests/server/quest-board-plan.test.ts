import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questFacts } from '../../server/repositories/economy/quest-facts';
import { startTestApp } from './helpers/app';

const CREATORS = 50;
const MAPS_EACH = 20;

/**
 * PostgreSQL only: the quest board's prepared statement keeps one generic plan per connection. While its subqueries
 * each held the player's id as a parameter, PostgreSQL found a plan for a player without maps cheaper than the generic
 * one and planned the statement's thirteen tables again on every board, costing more than running it
 * (repositories/economy/quest-facts.ts).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the quest board statement on PostgreSQL [postgres]', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp('postgres');
  });
  afterAll(async () => {
    await ctx.stop();
  });

  it('is planned once per connection, not at every call, for a player with no maps as for a creator', async () => {
    const db = ctx.app.db.kysely;
    // Creators with maps of their own among players with none, as the bench seeds them, and the statistics of both.
    await sql`insert into users (username, username_key, email, profile_image, banner, created_at)
      select 'plan' || n, 'plan' || n, 'plan' || n || '@example.com', 'pic-01.webp', 'banner-01.webp', '2026-12-01'
      from generate_series(1, ${CREATORS * 4}) as n`.execute(db);
    await sql`insert into maps (owner_id, name, name_key, published, likes, created_at, updated_at)
      select u.id, 'plan map ' || n, 'plan map ' || n, n % 2, n, '2026-12-01', '2026-12-01'
      from users u cross join generate_series(1, ${MAPS_EACH}) as n
      where u.username like 'plan%' and u.id % 4 = 0`.execute(db);
    await sql`analyze`.execute(db);
    const { id: player } = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'plan1')
      .executeTakeFirstOrThrow();
    const { owner_id: creator } = await db.selectFrom('maps').select('owner_id').limit(1).executeTakeFirstOrThrow();

    const plans = await db.connection().execute(async (connection) => {
      for (let call = 0; call < 12; call++) await questFacts(connection, call % 3 === 0 ? creator! : player);
      return sql<{ generic_plans: number; custom_plans: number }>`
        select generic_plans, custom_plans from pg_prepared_statements where statement like '%"likesReceived"%'`.execute(
        connection,
      );
    });
    // PostgreSQL plans the first five calls for their arguments, then keeps one plan when it is the cheaper.
    expect(plans.rows).toEqual([{ generic_plans: 7, custom_plans: 5 }]);
  });
});
