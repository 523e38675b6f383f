import { describe, expect, it } from 'vitest';
import { eurosForVpoints, packForAmount, VPOINT_PACKS, vpointsLabel } from '../../../src/core/catalogue/vpoint-packs';

describe('VPoints packs (spec 9)', () => {
  it('are the six packs: amount sent, VPoints, euros', () => {
    expect(VPOINT_PACKS.map((pack) => [pack.amount, pack.vpoints, pack.euros])).toEqual([
      [100, 1_000, 1],
      [500, 6_000, 5],
      [1_000, 14_000, 10],
      [2_000, 30_000, 20],
      [5_000, 90_000, 50],
      [10_000, 200_000, 100],
    ]);
    for (const pack of VPOINT_PACKS) expect(pack.amount).toBe(pack.euros * 100);
  });

  it('are found by the exact amount only', () => {
    expect(packForAmount(500)?.vpoints).toBe(6_000);
    for (const amount of [0, -100, 99, 101, 1.5, 200]) expect(packForAmount(amount)).toBeUndefined();
  });

  it('price VPoints in euros at the smallest pack’s rate, and name them with Spanish grouping', () => {
    expect(eurosForVpoints(1_000)).toBe(1);
    expect(eurosForVpoints(12_500)).toBe(12.5);
    expect(vpointsLabel(1_000)).toBe('1.000 VPoints');
    expect(vpointsLabel(200_000)).toBe('200.000 VPoints');
  });
});
