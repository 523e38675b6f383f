/**
 * The server under test, in a process of its own (spawned by processes.ts), started on the data seed-target.ts left:
 * listens on a free loopback port and writes one READY line with its address.
 */
import { buildApp } from '../../server/app';
import { ready } from './processes';
import { startCpuProfile } from './cpu-profile';
import { benchConfig } from './target-config';

const app = await buildApp(benchConfig());
const url = await app.listen({ port: 0, host: '127.0.0.1' });
// BENCH_PROFILE=<dir>: where the load's CPU profile goes (read it with cpu-profile-summary.ts).
const writeProfile = process.env.BENCH_PROFILE ? await startCpuProfile(process.env.BENCH_PROFILE) : undefined;
ready({ url });

const stop = async () => {
  await writeProfile?.();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
