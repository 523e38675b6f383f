/**
 * Regenerates every committed picture and sound under public/assets from code (no downloads, no external tools).
 *
 *   npx tsx scripts/assets/generate.ts            # everything
 *   npx tsx scripts/assets/generate.ts portraits  # only paths containing one of the given words
 *
 * Deterministic and idempotent: the same code gives the same bytes, and files whose bytes did not change are not
 * rewritten (so the client build is not made stale for nothing).
 */
import { availableParallelism } from 'node:os';
import { allJobs } from './catalogue';
import type { AssetJob, WriteResult } from './lib/jobs';
import { writeIfChanged } from './lib/jobs';

const filters = process.argv.slice(2);
const jobs = allJobs().filter((job) => filters.length === 0 || filters.some((word) => job.path.includes(word)));

const counts: Record<WriteResult, number> = { written: 0, unchanged: 0 };
let bytes = 0;

async function run(job: AssetJob): Promise<void> {
  const data = await job.build();
  const result = writeIfChanged(job.path, data);
  counts[result] += 1;
  bytes += data.length;
  if (result === 'written') console.log(`  wrote ${job.path} (${(data.length / 1024).toFixed(1)} KB)`);
}

// A small pool: rendering is CPU-bound and the machine is shared.
const queue = [...jobs];
const workers = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
  for (let job = queue.shift(); job; job = queue.shift()) await run(job);
});
await Promise.all(workers);

console.log(
  `${jobs.length} assets: ${counts.written} written, ${counts.unchanged} unchanged, ${(bytes / 1024 / 1024).toFixed(2)} MB in total.`,
);
