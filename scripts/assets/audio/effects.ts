/**
 * Space and echoes: a Freeverb-style reverb and a feedback delay. For music loops both run over the loop twice and
 * keep the second pass, so the tail of the last bar is already ringing under the first one: the loop point is
 * seamless. For one-shot effects they run over the sound followed by silence, so the tail is kept.
 */
import type { Signal } from './dsp';
import { seconds } from './dsp';

export interface ReverbOptions {
  /** 0..1: longer tails with larger rooms. */
  room: number;
  /** 0..1: how quickly highs die in the tail. */
  damping: number;
  wet: number;
}

const COMBS = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
const ALLPASSES = [556, 441, 341, 225];

function freeverb(input: Signal, o: ReverbOptions): Signal {
  const feedback = 0.7 + 0.28 * o.room;
  const out = new Float32Array(input.length);
  for (const size of COMBS) {
    const line = new Float32Array(size);
    let index = 0;
    let store = 0;
    for (let i = 0; i < input.length; i += 1) {
      const y = line[index];
      store = y * (1 - o.damping) + store * o.damping;
      line[index] = input[i] * 0.015 + store * feedback;
      out[i] += y;
      index = (index + 1) % size;
    }
  }
  for (const size of ALLPASSES) {
    const line = new Float32Array(size);
    let index = 0;
    for (let i = 0; i < out.length; i += 1) {
      const buffered = line[index];
      const x = out[i];
      line[index] = x + buffered * 0.5;
      out[i] = buffered - x;
      index = (index + 1) % size;
    }
  }
  return out;
}

export interface DelayOptions {
  /** Echo time in seconds (music uses a dotted eighth or a beat). */
  time: number;
  feedback: number;
  wet: number;
  /** Each echo is duller than the last: one-pole low-pass coefficient 0..1. */
  tone: number;
}

function feedbackDelay(input: Signal, o: DelayOptions): Signal {
  const size = Math.max(1, seconds(o.time));
  const line = new Float32Array(size);
  const out = new Float32Array(input.length);
  let index = 0;
  let lowpassed = 0;
  for (let i = 0; i < input.length; i += 1) {
    const echo = line[index];
    lowpassed += (echo - lowpassed) * o.tone;
    line[index] = input[i] + lowpassed * o.feedback;
    out[i] = echo;
    index = (index + 1) % size;
  }
  return out;
}

/**
 * The wet signal of `effect`: over a loop (two passes, second kept, same length) or over a one-shot followed by
 * `tail` seconds of silence (longer than the input). Callers mix it with the dry signal.
 */
function wetOnly(signal: Signal, effect: (x: Signal) => Signal, wet: number, loop: boolean, tail: number): Signal {
  const n = signal.length;
  const input = new Float32Array(loop ? n * 2 : n + seconds(tail));
  input.set(signal, 0);
  if (loop) input.set(signal, n);
  const processed = effect(input);
  const out = loop ? processed.slice(n) : processed;
  for (let i = 0; i < out.length; i += 1) out[i] *= wet;
  return out;
}

export const reverb = (signal: Signal, o: ReverbOptions, loop: boolean, tail = 2.5): Signal =>
  wetOnly(signal, (x) => freeverb(x, o), o.wet, loop, tail);

export const delay = (signal: Signal, o: DelayOptions, loop: boolean, tail = 1.5): Signal =>
  wetOnly(signal, (x) => feedbackDelay(x, o), o.wet, loop, tail);

/** Dry plus the wet signal of a reverb, for one-shot sounds (the result is longer by the tail). */
export function withReverb(signal: Signal, o: ReverbOptions, tail = 1): Signal {
  const out = reverb(signal, o, false, tail);
  for (let i = 0; i < signal.length; i += 1) out[i] += signal[i];
  return out;
}
