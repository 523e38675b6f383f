/**
 * `npm run bench`: every benchmark in turn. Figures are reported as ratios against a baseline measured in the same run,
 * because these machines are shared and absolute numbers are noise. `npm run bench -- api` runs one group;
 * `npm run bench -- api maps` only the API targets whose name contains "maps"; `--pg` runs the API on PostgreSQL;
 * `npm run bench -- lighthouse` issue 30's Lighthouse pages (3–4 minutes); `npm run bench -- soak` the soak (minutes
 * long: only when named).
 */
import { benchApi } from './api';
import { benchEditorOpen } from './editor-open';
import { benchLighthouse } from './lighthouse';
import { benchRedisAway } from './redis-away';
import { benchSoak } from './soak';

const benches: Record<string, (filter?: string) => Promise<void>> = {
  api: benchApi,
  'editor-open': () => benchEditorOpen(),
  lighthouse: () => benchLighthouse(),
  'redis-away': () => benchRedisAway(),
  soak: () => benchSoak(),
};
/** Minutes long: run only when named (`npm run bench -- soak`, its options after it). */
const onlyWhenNamed = new Set(['soak']);

const args = process.argv.slice(2);
// `--pg`: the API on PostgreSQL (a scratch database on BENCH_DATABASE_URL's server, or on the local one).
if (args.includes('--pg')) process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const [group, filter] = args.filter((arg) => !arg.startsWith('--'));
for (const [name, bench] of Object.entries(benches)) {
  if (group ? !name.includes(group) : onlyWhenNamed.has(name)) continue;
  await bench(filter);
}
