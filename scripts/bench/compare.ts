import { measure, type Measure, type Target } from './autocannon';

export interface Comparison {
  target: Target;
  /** Per round: the target's throughput over the baseline's measured just before it. */
  ratios: number[];
  p99s: number[];
  baselineRps: number[];
  failures: number;
  /** `{n}` used so far by the target's numbered bodies: the next measurement starts after them. */
  numbersUsed: number;
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
    (target) => ({ target, ratios: [], p99s: [], baselineRps: [], failures: 0, numbersUsed: 0 }) as Comparison,
  );
  for (let round = 0; round < rounds; round++) {
    for (const result of results) {
      const base: Measure = await measure(baseline, 50, seconds);
      const ours: Measure = await measure(result.target, 50, seconds, result.numbersUsed);
      result.numbersUsed += ours.numbersUsed;
      result.ratios.push(ours.rps / base.rps);
      result.p99s.push(ours.p99);
      result.baselineRps.push(base.rps);
      result.failures += ours.failures;
    }
  }
  return results;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** Whether a median ratio and p99 keep the target's budget (blank when it has none). */
function verdict({ target, ratios, p99s }: Comparison): string {
  if (!target.budget) return '';
  const kept = median(ratios) >= target.budget.ratio && median(p99s) <= target.budget.p99;
  return `${kept ? 'ok' : 'MISSED'} (${target.budget.ratio}×, ${target.budget.p99} ms)`;
}

/** One line per target: median ratio with its spread, our p99, the baseline's req/s, the budget, and any failures. */
export function report(title: string, comparisons: Comparison[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'endpoint'.padEnd(44)} ${'ratio (median, min–max)'.padEnd(26)} ${'p99 ms'.padEnd(7)} ${'req/s'.padEnd(7)} ${'baseline'.padEnd(9)} budget`,
  );
  for (const comparison of comparisons) {
    const { target, ratios, p99s, baselineRps, failures } = comparison;
    const spread = `${fixed(median(ratios), 3)}× (${fixed(Math.min(...ratios), 3)}–${fixed(Math.max(...ratios), 3)})`;
    const rps = median(ratios.map((ratio, i) => ratio * baselineRps[i]));
    const warning = failures > 0 ? `  ${failures} failed requests!` : '';
    console.log(
      `${target.name.padEnd(44)} ${spread.padEnd(26)} ${fixed(median(p99s), 0).padEnd(7)} ${fixed(rps, 0).padEnd(7)} ${fixed(median(baselineRps), 0).padEnd(9)} ${verdict(comparison)}${warning}`,
    );
  }
}
