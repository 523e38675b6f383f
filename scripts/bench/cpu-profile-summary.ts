/**
 * `npx tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [top]`: where a `node --cpu-prof` profile spent its
 * time, as text. Self time by package (what to look at first: zod, kysely, pino, better-sqlite3, our own code), then
 * the functions with the most self time. Profiles come from `BENCH_PROFILE=<dir> npm run bench -- api <filter>`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

/** Microseconds of samples that landed in each node itself. */
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** The package a frame's file belongs to, `ours:<folder>` for the project's files, or what V8 calls it. */
function packageOf(url: string): string {
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return 'node';
  const ours = url.match(/\/(server|src|scripts)\/([^/]+)/);
  if (ours) return `ours:${ours[1]}/${ours[2]}`;
  return url || '(native, GC, idle)';
}

const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|src|scripts)\//, '$1/')}:${lineNumber + 1}`;
  byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + us);
  byFunction.set(where, (byFunction.get(where) ?? 0) + us);
}

const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((100 * us) / totalUs).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
  }
};
console.log(`${file}: ${(totalUs / 1e6).toFixed(1)} s sampled`);
print('self time by package', byPackage);
print('self time by function', byFunction);
