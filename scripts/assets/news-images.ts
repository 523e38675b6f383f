/**
 * Draws the pictures of the ten news articles into public/assets/news (deterministic; unchanged files are not
 * rewritten). They reuse committed art (portraits, icons, the bottle, the logo), so run this after generate.ts.
 *
 *   npx tsx scripts/assets/news-images.ts
 */
import { writeIfChanged } from './lib/jobs';
import { newsImageJobs } from './news/jobs';

for (const job of newsImageJobs()) {
  const bytes = await job.build();
  const result = writeIfChanged(job.path, bytes);
  console.log(`  ${result === 'written' ? 'wrote' : 'kept '} ${job.path} (${(bytes.length / 1024).toFixed(1)} KB)`);
}
