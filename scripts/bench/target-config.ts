import { loadConfig } from '../../server/config';

/**
 * The configuration of the seeding process and of the server under test, the same data for both: BENCH_DATA_DIR (and
 * DATABASE_URL, when set). The server logs one JSON line per request like a production server (processes.ts sends it
 * to /dev/null) and trusts X-Forwarded-For as it would behind a proxy: load.ts plays a crowd of addresses.
 */
export const benchConfig = () =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: process.env.BENCH_DATA_DIR,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    TRUST_PROXY: 'true',
  });
