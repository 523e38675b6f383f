import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeBus } from '../../server/lib/change-bus';
import { listenerName, POSTGRES_CHANGES_CHANNEL, postgresTransport } from '../../server/lib/change-bus-postgres';
import type { ScratchDatabase } from '../fixtures/postgres-database';
import { createPostgresDatabase } from './helpers/app';
import { pollUntil } from './helpers/poll';

/**
 * The bus itself on a real database, without the app: what an instance hears of its own and of others' notices, and
 * what it logs when it loses and regains the subscription (server/lib/change-bus.ts).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('change bus over PostgreSQL LISTEN/NOTIFY', () => {
  let database: ScratchDatabase;
  let pool: pg.Pool;
  const lines: string[] = [];
  const log = {
    warn: (_: object, message: string) => lines.push(`warn ${message}`),
    info: (m: string) => lines.push(`info ${m}`),
  };
  const heard = { a: 0, b: 0 };
  const states: boolean[] = [];
  let a: ChangeBus;
  let b: ChangeBus;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const notify = async (channel: string, payload: string) =>
      void (await pool.query('select pg_notify($1, $2)', [channel, payload]));
    a = ChangeBus.over((id) => postgresTransport(database.url, id, notify), log);
    b = ChangeBus.over((id) => postgresTransport(database.url, id, notify), { warn: () => {}, info: () => {} });
    a.start({ notice: () => heard.a++, subscription: (now) => states.push(now) });
    b.start({ notice: () => heard.b++, subscription: () => {} });
    await pollUntil(5000, 'both subscribed', () => a.subscribed && b.subscribed);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pool?.end();
    await database?.drop();
  });

  it("delivers a change to the other instance and skips the instance's own", async () => {
    await a.publish();
    await pollUntil(2000, 'B heard A', () => heard.b === 1);
    await b.publish();
    await pollUntil(2000, 'A heard B', () => heard.a === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual({ a: 1, b: 1 });
  });

  it('sends changes announced while a notice is on its way as one more notice, not one each', async () => {
    const before = heard.b;
    const sent: number[] = [];
    // The first goes at once; the other 19 arrive while it is on its way and share the next.
    await Promise.all(Array.from({ length: 20 }, (_, i) => a.publish().then(() => sent.push(i))));
    expect(sent).toHaveLength(20);
    await pollUntil(2000, 'B heard the two notices', () => heard.b === before + 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.b).toBe(before + 2);
    // Nothing on its way any more: the next change is announced at once, by a notice of its own.
    await a.publish();
    await pollUntil(2000, 'B heard the next one', () => heard.b === before + 3);
  });

  it('counts a bare NOTIFY, as an operator sends after changing rows by hand', async () => {
    await pool.query(`NOTIFY ${POSTGRES_CHANGES_CHANNEL}`);
    await pollUntil(2000, 'both heard the bare notice', () => heard.a === 2 && heard.b === 5);
  });

  it('says once that it lost the subscription and once that it has it again, and is unsubscribed between', async () => {
    const ended = await pool.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
      [listenerName(a.instanceId)],
    );
    expect(ended.rows).toEqual([{ ended: true }]);
    await pollUntil(2000, 'A resubscribed', () => states.length === 3);
    expect(states).toEqual([true, false, true]);
    expect(lines).toEqual([
      'warn Not subscribed to changes over PostgreSQL LISTEN/NOTIFY: this instance reads per call until it subscribes again',
      'info Subscribed to changes over PostgreSQL LISTEN/NOTIFY again: keeping the player memory',
    ]);
    await b.publish();
    await pollUntil(2000, 'A heard B after subscribing again', () => heard.a === 3);
  });

  it('logs nothing and hears nothing once closed', async () => {
    await a.close();
    expect(a.subscribed).toBe(false);
    await b.publish();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.a).toBe(3);
    expect(lines).toHaveLength(2);
  });
});
