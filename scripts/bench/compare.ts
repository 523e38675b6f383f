import { measure, type Measure, type Target } from './autocannon';
import { cpuPerRequest } from './cpu-time';

export interface Comparison {
  target: Target;
  /** Per round: the target's throughput over the baseline's measured just before it. */
  ratios: number[];
  p99s: number[];
  baselineRps: number[];
  /**
   * Per round: the bare route's CPU time per request over ours. Throughput ratios move with what else the shared
   * machine runs (each process gets what the others leave it); CPU time per request moves far less, so this says what a
   * call costs the server even on a busy machine.
   */
  cpuRatios: number[];
  /** Per round: our server's CPU microseconds per request. */
  cpuMicros: number[];
  failures: number;
  /** `{n}` used so far by the target's numbered bodies: the next measurement starts after them. */
  numbersUsed: number;
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The processes serving the bare route and our endpoints, whose CPU time each measurement reads. */
export interface Servers {
  baselinePid: number;
  targetPid: number;
}

const answered = (m: Measure) => m.requests;

/**
 * Interleaves the baseline and each target (A B A B …) for `rounds` rounds, so a slow moment of the shared machine
 * weighs on both sides of a ratio alike. Each pair gives one ratio; the report shows their median and spread.
 */
export async function compare(
  baseline: Target,
  targets: Target[],
  rounds: number,
  seconds: number,
  servers: Servers,
): Promise<Comparison[]> {
  const results = targets.map(
    (target): Comparison => ({
      target,
      ratios: [],
      p99s: [],
      baselineRps: [],
      cpuRatios: [],
      cpuMicros: [],
      failures: 0,
      numbersUsed: 0,
    }),
  );
  for (let round = 0; round < rounds; round++) {
    for (const result of results) {
      const base = await cpuPerRequest(servers.baselinePid, () => measure(baseline, 50, seconds), answered);
      const ours = await cpuPerRequest(
        servers.targetPid,
        () => measure(result.target, 50, seconds, result.numbersUsed),
        answered,
      );
      result.cpuRatios.push(base.micros / ours.micros);
      result.cpuMicros.push(ours.micros);
      result.numbersUsed += ours.result.numbersUsed;
      result.ratios.push(ours.result.rps / base.result.rps);
      result.p99s.push(ours.result.p99);
      result.baselineRps.push(base.result.rps);
      result.failures += ours.result.failures;
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

/**
 * One line per target: median ratio with its spread, our p99, the baseline's req/s, the CPU cost ratio (bare route's
 * CPU per request over ours) and our CPU per request, the budget, and any failures.
 */
export function report(title: string, comparisons: Comparison[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'endpoint'.padEnd(50)} ${'ratio (median, min–max)'.padEnd(26)} ${'p99 ms'.padEnd(7)} ${'req/s'.padEnd(7)} ${'baseline'.padEnd(9)} ${'cpu ratio'.padEnd(10)} ${'µs/req'.padEnd(7)} budget`,
  );
  for (const comparison of comparisons) {
    const { target, ratios, p99s, baselineRps, cpuRatios, cpuMicros, failures } = comparison;
    const spread = `${fixed(median(ratios), 3)}× (${fixed(Math.min(...ratios), 3)}–${fixed(Math.max(...ratios), 3)})`;
    const rps = median(ratios.map((ratio, i) => ratio * baselineRps[i]));
    const warning = failures > 0 ? `  ${failures} failed requests!` : '';
    console.log(
      `${target.name.padEnd(50)} ${spread.padEnd(26)} ${fixed(median(p99s), 0).padEnd(7)} ${fixed(rps, 0).padEnd(7)} ${fixed(median(baselineRps), 0).padEnd(9)} ${`${fixed(median(cpuRatios), 3)}×`.padEnd(10)} ${fixed(median(cpuMicros), 0).padEnd(7)} ${verdict(comparison)}${warning}`,
    );
  }
}
