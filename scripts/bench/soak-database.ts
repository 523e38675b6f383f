/**
 * A PostgreSQL database of its own for one soak (`--postgres`): created on the server of BENCH_DATABASE_URL (the
 * local one by default), dropped at the end, so every soak starts from an empty database like the SQLite one.
 */
import pg from 'pg';

export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `vs_soak_${process.pid}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
