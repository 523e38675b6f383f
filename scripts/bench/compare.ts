import { measure, type Measure, type Target } from './autocannon';

export interface Comparison {
  target: Target;
  /** Per round: the target's throughput over the baseline's measured just before it. */
  ratios: number[];
  p99s: number[];
  baselineRps: number[];
  failures: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Interleaves the baseline and each target (A B A B …) for `rounds` rounds, so a slow moment of the shared machine
 * weighs on both sides of a ratio alike. Each pair gives one ratio; the report shows their median and spread.
 */
export async function compare(
  baseline: Target,
  targets: Target[],
  rounds: number,
  seconds: number,
): Promise<Comparison[]> {
  const results = targets.map(
    (target) => ({ target, ratios: [], p99s: [], baselineRps: [], failures: 0 }) as Comparison,
  );
  for (let round = 0; round < rounds; round++) {
    for (const result of results) {
      const base: Measure = await measure(baseline, 50, seconds);
      const ours: Measure = await measure(result.target, 50, seconds);
      result.ratios.push(ours.rps / base.rps);
      result.p99s.push(ours.p99);
      result.baselineRps.push(base.rps);
      result.failures += ours.failures;
    }
  }
  return results;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** One line per target: median ratio with its spread, our p99, the baseline's req/s, and any failures. */
export function report(title: string, comparisons: Comparison[]): void {
  console.log(`\n${title}`);
  console.log(`${'endpoint'.padEnd(40)} ${'ratio (median, min–max)'.padEnd(26)} ${'p99 ms'.padEnd(9)} baseline req/s`);
  for (const { target, ratios, p99s, baselineRps, failures } of comparisons) {
    const spread = `${fixed(median(ratios), 3)}× (${fixed(Math.min(...ratios), 3)}–${fixed(Math.max(...ratios), 3)})`;
    const warning = failures > 0 ? `  ${failures} failed requests!` : '';
    console.log(
      `${target.name.padEnd(40)} ${spread.padEnd(26)} ${fixed(median(p99s), 0).padEnd(9)} ${fixed(median(baselineRps), 0)}${warning}`,
    );
  }
}
