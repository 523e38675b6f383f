/**
 * The band: steel drum, marimba and ukulele-like plucks for melody and chords, a round bass, a soft pad, and light
 * percussion. Each instrument turns one note into a mono signal; the arranger places it in time.
 */
import type { Signal } from './dsp';
import { SAMPLE_RATE, adsr, biquad, midiToHz, multiply, oscillator, saturate, seconds, strike } from './dsp';
import type { Random } from '../lib/random';

export interface NoteSpec {
  midi: number;
  /** Held length in seconds. */
  length: number;
  velocity: number;
  /** Pitch offset in cents (detuning for the locura arrangement). */
  cents?: number;
  /** Slow vibrato depth in cents. */
  wobble?: number;
}

export type Instrument = (note: NoteSpec, rnd: Random) => Signal;

const hzOf = (n: NoteSpec) => midiToHz(n.midi + (n.cents ?? 0) / 100);

/** Sum of decaying sine partials: the base of the struck-metal and struck-wood timbres. */
function partials(
  n: NoteSpec,
  spec: readonly (readonly [ratio: number, gain: number, decay: number])[],
  ringOut: number,
  glide = 0,
): Signal {
  const hz = hzOf(n);
  const length = seconds(Math.max(n.length, 0.05) + ringOut);
  const out = new Float32Array(length);
  const vibrato = (t: number) => Math.pow(2, ((n.wobble ?? 0) * Math.sin(2 * Math.PI * 5.2 * t)) / 1200);
  for (const [ratio, gain, decay] of spec) {
    const f = hz * ratio;
    if (f > SAMPLE_RATE * 0.45) continue;
    const tone = oscillator('sine', (t) => f * vibrato(t) * (1 + glide * Math.exp(-t * 40)), length);
    const env = strike(length / SAMPLE_RATE, decay);
    for (let i = 0; i < length; i += 1) out[i] += tone[i] * env[i] * gain;
  }
  // Notes let go before their ring ends are damped quickly.
  const hold = seconds(n.length);
  const damp = seconds(0.12);
  for (let i = hold; i < length; i += 1) out[i] *= Math.exp(-(i - hold) / damp) ** 0.5;
  return multiply(out, n.velocity);
}

/** Steel pan: fundamental, octave and twelfth, a slight pitch drop on the strike. */
export const steelDrum: Instrument = (n) =>
  partials(
    n,
    [
      [1, 1, 1.1],
      [2, 0.55, 0.7],
      [3, 0.22, 0.4],
      [4.07, 0.07, 0.15],
      [5.1, 0.03, 0.08],
    ],
    1.2,
    0.008,
  );

/** Marimba: a round fundamental with the bar's bright fourth partial dying fast. */
export const marimba: Instrument = (n) =>
  partials(
    n,
    [
      [1, 1, 0.6],
      [3.93, 0.3, 0.09],
      [9.2, 0.05, 0.025],
    ],
    0.8,
  );

/** Glockenspiel-like bell for sparkles in the menu arrangement. */
export const bell: Instrument = (n) =>
  partials(
    n,
    [
      [1, 1, 1.2],
      [2.76, 0.35, 0.5],
      [5.4, 0.12, 0.2],
    ],
    1.4,
  );

/**
 * Karplus-Strong plucked string (ukulele): a filtered noise burst circulating in a tuned delay line with a
 * fractional all-pass for exact pitch. `brightness` 0..1 sets how quickly the highs fade.
 */
export function pluck(brightness: number): Instrument {
  return (n, rnd) => {
    const hz = hzOf(n);
    const period = SAMPLE_RATE / hz;
    const delay = Math.floor(period - 0.5);
    const fraction = period - 0.5 - delay;
    const allpass = (1 - fraction) / (1 + fraction);
    const length = seconds(n.length + 0.15);
    const line = new Float32Array(delay);
    let lowpassed = 0;
    for (let i = 0; i < delay; i += 1) {
      lowpassed += (rnd.signed() - lowpassed) * (0.35 + 0.5 * brightness);
      line[i] = lowpassed;
    }
    const out = new Float32Array(length);
    const loss = 0.994 + 0.005 * brightness;
    let index = 0;
    let previous = 0;
    let apIn = 0;
    let apOut = 0;
    for (let i = 0; i < length; i += 1) {
      const current = line[index];
      const averaged = (current + previous) * 0.5 * loss;
      previous = current;
      apOut = allpass * (averaged - apOut) + apIn;
      apIn = averaged;
      line[index] = apOut;
      out[i] = current;
      index = (index + 1) % delay;
    }
    const env = adsr(n.length, { attack: 0.002, decay: 0.3, sustain: 1, release: 0.12 });
    return multiply(biquad(out, 'lowpass', 2500 + 3000 * brightness), (i) => (env[i] ?? 0) * n.velocity);
  };
}

/** A warm round bass: sine plus a little triangle, softly saturated. */
export const bass: Instrument = (n) => {
  const length = seconds(n.length + 0.1);
  const hz = hzOf(n);
  const body = oscillator('sine', hz, length);
  const edge = oscillator('triangle', hz * 2, length);
  for (let i = 0; i < length; i += 1) body[i] += edge[i] * 0.18;
  const env = adsr(n.length, { attack: 0.008, decay: 0.35, sustain: 0.55, release: 0.09 });
  return multiply(saturate(biquad(multiply(body, env), 'lowpass', 700), 1.6), n.velocity);
};

/** A soft pad of detuned saws behind a low-pass: drones and sustained chords. */
export function pad(cutoff: number, attack: number): Instrument {
  return (n) => {
    const length = seconds(n.length + attack);
    const hz = hzOf(n);
    const out = new Float32Array(length);
    for (const detune of [-9, 0, 8]) {
      const voice = oscillator('saw', hz * Math.pow(2, detune / 1200), length, (detune + 9) / 40);
      for (let i = 0; i < length; i += 1) out[i] += voice[i] / 3;
    }
    const env = adsr(n.length, { attack, decay: 1, sustain: 0.85, release: attack });
    return multiply(biquad(multiply(out, env), 'lowpass', cutoff, 0.6), n.velocity);
  };
}

function noiseBurst(rnd: Random, length: number, decay: number): Signal {
  const env = strike(length, decay, 0.001);
  return env.map((e) => e * rnd.signed());
}

/** Percussion: the note's midi number is ignored, each drum has its own pitch. */
export const shaker: Instrument = (n, rnd) =>
  multiply(biquad(noiseBurst(rnd, 0.09, 0.025), 'highpass', 6500), n.velocity * 0.6);

export const hihat: Instrument = (n, rnd) =>
  multiply(biquad(noiseBurst(rnd, 0.05, 0.012), 'highpass', 9000), n.velocity * 0.5);

export const kick: Instrument = (n) => {
  const length = seconds(0.35);
  const body = oscillator('sine', (t) => 45 + 80 * Math.exp(-t * 30), length);
  return multiply(saturate(multiply(body, strike(0.35, 0.12, 0.002)), 1.4), n.velocity);
};

export const conga: Instrument = (n, rnd) => {
  const hz = n.midi >= 60 ? 330 : 220;
  const length = seconds(0.3);
  const body = oscillator('sine', (t) => hz * (1 + 0.12 * Math.exp(-t * 60)), length);
  const slap = biquad(noiseBurst(rnd, 0.3, 0.008), 'bandpass', 1800, 1.5);
  for (let i = 0; i < length; i += 1) body[i] += slap[i] * 0.5;
  return multiply(multiply(body, strike(0.3, 0.09)), n.velocity * 0.8);
};

export const rim: Instrument = (n) => {
  const length = seconds(0.08);
  const click = oscillator('sine', 1900, length);
  const over = oscillator('sine', 3400, length);
  for (let i = 0; i < length; i += 1) click[i] += over[i] * 0.4;
  return multiply(multiply(click, strike(0.08, 0.018, 0.0008)), n.velocity * 0.5);
};

/** Filtered noise swelling and fading: wind for the muerto drone. */
export const wind: Instrument = (n, rnd) => {
  const length = seconds(n.length);
  const noise = new Float32Array(length).map(() => rnd.signed());
  const sweep = (i: number) => 400 + 500 * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / length));
  const env = adsr(n.length * 0.6, { attack: n.length * 0.4, decay: 1, sustain: 1, release: n.length * 0.4 });
  return multiply(biquad(noise, 'bandpass', sweep, 2.5), (i) => (env[i] ?? 0) * n.velocity);
};
