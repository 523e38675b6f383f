import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../server/db/schema';
import { moderationQueue } from '../server/services/moderation/queue';
const file = new Sqlite('/tmp/benchdata/vacation-survival.db');
const seen = new Map<string, readonly unknown[]>();
const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }), log: (e) => { seen.set(e.query.sql, e.query.parameters); } });
const mod = (await kysely.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
await moderationQueue(kysely, mod);
for (const [q, p] of seen) {
  const st = file.prepare(q); for (let i = 0; i < 50; i++) st.all(...(p as unknown[]));
  const t0 = process.hrtime.bigint(); let rows: unknown[] = []; for (let i = 0; i < 300; i++) rows = st.all(...(p as unknown[]));
  const us = Number(process.hrtime.bigint() - t0) / 1000 / 300;
  const plan = file.prepare('explain query plan ' + q).all(...(p as unknown[])).map((r: any) => r.detail);
  console.log(us.toFixed(0).padStart(6), 'µs', rows.length, q.slice(0, 60), JSON.stringify([...new Set(plan)].slice(0, 4)));
}
