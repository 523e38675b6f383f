/** The building blocks of the sound effects: notes placed in time, arpeggios, sweeps, noise bursts and a soft end. */
import { Random } from '../lib/random';
import type { Signal } from './dsp';
import { mixInto, multiply, normalize, oscillator, seconds, strike } from './dsp';
import type { Instrument } from './instruments';

export interface Hit {
  at: number;
  instrument: Instrument;
  midi: number;
  length: number;
  velocity: number;
}

/** Places notes (times in seconds) into a buffer `total` seconds long. */
export function sequence(total: number, hits: readonly Hit[], seed: number): Signal {
  const out = new Float32Array(seconds(total));
  const rnd = new Random(seed);
  for (const h of hits)
    mixInto(out, h.instrument({ midi: h.midi, length: h.length, velocity: h.velocity }, rnd), seconds(h.at));
  return out;
}

export const arpeggio = (
  instrument: Instrument,
  notes: readonly number[],
  step: number,
  length: number,
  velocity = 0.8,
  from = 0,
): Hit[] => notes.map((midi, i) => ({ at: from + i * step, instrument, midi, length, velocity }));

/** A pitch sweep (slide whistle, cork pop) with its own envelope. */
export function sweep(from: number, to: number, length: number, decay: number): Signal {
  const tone = oscillator('sine', (t) => from * Math.pow(to / from, Math.min(1, t / length)), seconds(length));
  return multiply(tone, strike(length, decay, 0.004));
}

export function noise(length: number, decay: number, seed: number): Signal {
  const rnd = new Random(seed);
  return multiply(
    new Float32Array(seconds(length)).map(() => rnd.signed()),
    strike(length, decay, 0.002),
  );
}

/** Fades the last `tail` seconds so nothing is cut off abruptly. */
export function finish(signal: Signal, peak: number, tail = 0.05): Signal {
  const fade = Math.min(signal.length, seconds(tail));
  for (let i = 0; i < fade; i += 1) signal[signal.length - 1 - i] *= i / fade;
  return normalize(signal, peak);
}

export const room = { room: 0.5, damping: 0.5, wet: 0.6 };
