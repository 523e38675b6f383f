/**
 * The one source of randomness of the rules: sfc32 (Chris Doty-Humphrey's Small Fast Counter, 32-bit variant) seeded
 * by hashing a string with cyrb128. Both are public-domain, well-tested and need nothing but 32-bit integer maths, so
 * the browser and the server produce the very same numbers from the same seed.
 *
 * The state is four plain unsigned integers and every function is pure (state in, value and next state out): a run
 * keeps its generator inside its JSON state and a replay reproduces every draw.
 */

export type RngState = readonly [number, number, number, number];

/** A value drawn together with the generator state that follows it. */
export interface Drawn<T> {
  readonly value: T;
  readonly rng: RngState;
}

/** The first outputs of a freshly seeded sfc32 are weakly mixed; skipping a few is the author's advice. */
const WARM_UP_ROUNDS = 12;
const TWO_POW_32 = 4_294_967_296;

/** cyrb128 (bryc): a fast 128-bit string hash, used only to turn a seed text into four well-spread words. */
function cyrb128(text: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** One sfc32 step: the next 32-bit output and the state after it. */
export function nextUint32(state: RngState): Drawn<number> {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return { value: t >>> 0, rng: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}

/** The generator for a seed text (a run id, a game hash...). The same text always gives the same sequence. */
export function seedRng(seed: string): RngState {
  let rng = cyrb128(seed);
  for (let i = 0; i < WARM_UP_ROUNDS; i++) rng = nextUint32(rng).rng;
  return rng;
}

/** A float in [0, 1). */
export function nextFloat(state: RngState): Drawn<number> {
  const { value, rng } = nextUint32(state);
  return { value: value / TWO_POW_32, rng };
}

/** An integer in [0, max). `max` must be a positive integer (at most 2^32; the bias is below 2^-20 for game sizes). */
export function nextInt(state: RngState, max: number): Drawn<number> {
  if (!Number.isInteger(max) || max <= 0) throw new RangeError(`nextInt needs a positive integer, got ${max}`);
  const { value, rng } = nextFloat(state);
  return { value: Math.floor(value * max), rng };
}

/** One element of a non-empty list, each equally likely. */
export function pick<T>(state: RngState, items: readonly T[]): Drawn<T> {
  const { value, rng } = nextInt(state, items.length);
  return { value: items[value], rng };
}

/** A new list with the same elements in a uniformly random order (Fisher–Yates). */
export function shuffle<T>(state: RngState, items: readonly T[]): Drawn<T[]> {
  const out = [...items];
  let rng = state;
  for (let i = out.length - 1; i > 0; i--) {
    const drawn = nextInt(rng, i + 1);
    rng = drawn.rng;
    [out[i], out[drawn.value]] = [out[drawn.value], out[i]];
  }
  return { value: out, rng };
}
