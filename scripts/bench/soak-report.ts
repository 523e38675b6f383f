/**
 * The soak's memory table and its verdict. Growth is judged on the second half of the run, after the caches, pools and
 * heap have had time to fill: a leak keeps its slope there, a working set that filled up has none left.
 */

export interface MemorySample {
  /** Seconds since the traffic started. */
  t: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  requests: number;
  failed: number;
}

export interface SoakSummary {
  title: string;
  samples: MemorySample[];
  /** After the traffic stopped and the server rested, before and after a full collection. */
  rested: { rss: number; heapUsed: number; heapLive: number; peak: number; restSeconds: number };
  failures: Record<string, number>;
  dropped: number;
}

const MIB = 1024 * 1024;
const mib = (bytes: number) => (bytes / MIB).toFixed(1);

/** Least-squares slope of `value` over the samples' time, in MiB a minute. */
export function slopePerMinute(samples: readonly MemorySample[], value: (sample: MemorySample) => number): number {
  if (samples.length < 2) return 0;
  const n = samples.length;
  const meanT = samples.reduce((sum, s) => sum + s.t, 0) / n;
  const meanV = samples.reduce((sum, s) => sum + value(s), 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.t - meanT) * (value(s) - meanV);
    den += (s.t - meanT) ** 2;
  }
  return den === 0 ? 0 : ((num / den) * 60) / MIB;
}

/**
 * Levels off when the second half's slope, carried on for as long as the run lasted, would add less than 5 % of
 * the resident memory: what a server that lives for days can afford to gain in the time the run took.
 */
export function levelsOff(samples: readonly MemorySample[]): { firstHalf: number; secondHalf: number; flat: boolean } {
  const half = Math.floor(samples.length / 2);
  const secondHalf = slopePerMinute(samples.slice(half), (s) => s.rss);
  const minutes = samples[samples.length - 1].t / 60;
  const meanRss = samples.slice(half).reduce((sum, s) => sum + s.rss, 0) / (samples.length - half) / MIB;
  return {
    firstHalf: slopePerMinute(samples.slice(0, half + 1), (s) => s.rss),
    secondHalf,
    flat: secondHalf * minutes < 0.05 * meanRss,
  };
}

export function reportSoak({ title, samples, rested, failures, dropped }: SoakSummary): void {
  console.log(`\n${title}\n`);
  console.log('| minute | RSS MiB | heap used MiB | heap total MiB | external MiB | requests | req/s | failed |');
  console.log('| -----: | ------: | ------------: | -------------: | -----------: | -------: | ----: | -----: |');
  samples.forEach((s, i) => {
    const previous = samples[i - 1];
    const rate = previous ? (s.requests - previous.requests) / (s.t - previous.t) : 0;
    const cells = [(s.t / 60).toFixed(1), mib(s.rss), mib(s.heapUsed), mib(s.heapTotal), mib(s.external)];
    console.log(`| ${[...cells, s.requests, rate.toFixed(1), s.failed].join(' | ')} |`);
  });
  const rss = levelsOff(samples);
  const heapSlope = slopePerMinute(samples.slice(Math.floor(samples.length / 2)), (s) => s.heapUsed);
  console.log(
    `\nRSS slope: ${rss.firstHalf.toFixed(2)} MiB/min in the first half, ${rss.secondHalf.toFixed(2)} MiB/min in the` +
      ` second (heap used: ${heapSlope.toFixed(2)} MiB/min); peak RSS ${mib(rested.peak)} MiB.`,
  );
  console.log(
    `After ${rested.restSeconds} s of rest: RSS ${mib(rested.rss)} MiB, heap used ${mib(rested.heapUsed)} MiB,` +
      ` ${mib(rested.heapLive)} MiB live after a full collection.`,
  );
  console.log(rss.flat ? 'Memory levels off.' : 'Memory is still growing in the second half: look for a leak.');
  if (dropped > 0) console.log(`${dropped} visits were dropped: the server did not keep up with the rate.`);
  for (const [what, count] of Object.entries(failures)) console.log(`FAILED ${count}× ${what}`);
}
