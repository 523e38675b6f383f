import { randomInt } from 'node:crypto';
import { GACHA_SLOTS } from '@src/core/gacha';

/**
 * Where the gacha's chance comes from: Node's cryptographic generator in production. Tests inject their own source to
 * prove that the server draws through the published table (AppDeps.random).
 */
export interface RandomSource {
  /** A slot in [0, GACHA_SLOTS). */
  slot(): number;
  /** A uniform integer in [0, n). */
  below(n: number): number;
}

export const cryptoRandom: RandomSource = {
  slot: () => randomInt(GACHA_SLOTS),
  below: (n) => randomInt(n),
};
