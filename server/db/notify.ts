import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** PostgreSQL's NOTIFY through the pool: every connection listening on `channel` in this database gets `payload`. */
export async function notify(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
