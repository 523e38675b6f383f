import { VPOINT_PACKS, type VpointPack } from '@src/core/catalogue/vpoint-packs';

const vpointsPerEuro = (pack: VpointPack) => pack.vpoints / pack.euros;
const baseRate = vpointsPerEuro(VPOINT_PACKS[0]);

/** How many more VPoints per euro a pack gives than the smallest one, in whole percent (0 for the smallest). */
export const bonusPercent = (pack: VpointPack): number => Math.round((vpointsPerEuro(pack) / baseRate - 1) * 100);

/** The pack that gives the most VPoints per euro: the one the shop marks "best value". */
export const BEST_VALUE_PACK = VPOINT_PACKS.reduce((best, pack) =>
  vpointsPerEuro(pack) > vpointsPerEuro(best) ? pack : best,
);
