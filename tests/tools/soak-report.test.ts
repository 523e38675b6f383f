import { describe, expect, it } from 'vitest';
import { levelsOff, slopePerMinute, type MemorySample } from '../../scripts/bench/soak-report';

const MIB = 1024 * 1024;
/** One sample every 20 s for ten minutes, resident memory given by `rssMib(minute)`. */
const run = (rssMib: (minute: number) => number): MemorySample[] =>
  Array.from({ length: 31 }, (_, i) => ({
    t: i * 20,
    rss: rssMib((i * 20) / 60) * MIB,
    heapUsed: 40 * MIB,
    heapTotal: 60 * MIB,
    external: 5 * MIB,
    requests: i * 100,
    failed: 0,
  }));

describe('the soak verdict', () => {
  it('measures a steady growth as its slope in MiB a minute', () => {
    expect(
      slopePerMinute(
        run((minute) => 200 + 7 * minute),
        (s) => s.rss,
      ),
    ).toBeCloseTo(7, 6);
  });

  it('calls a leak a leak: memory that keeps its slope in the second half', () => {
    expect(levelsOff(run((minute) => 200 + 10 * minute))).toMatchObject({ flat: false });
  });

  it('accepts memory that rose while the working set filled and then stayed, give or take the collector', () => {
    const samples = run((minute) => 200 + (150 * Math.min(minute, 3)) / 3 + ((minute * 3) % 4));
    const verdict = levelsOff(samples);
    expect(verdict.firstHalf).toBeGreaterThan(20);
    expect(verdict.flat).toBe(true);
  });
});
