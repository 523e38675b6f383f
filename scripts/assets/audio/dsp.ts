/**
 * The synthesiser's building blocks: mono float buffers at 44.1 kHz, envelopes, oscillators and filters. Everything
 * is plain sample arithmetic so the output is identical on every run.
 */

export const SAMPLE_RATE = 44100;

export type Signal = Float32Array;

export const seconds = (s: number): number => Math.round(s * SAMPLE_RATE);

export const midiToHz = (midi: number): number => 440 * Math.pow(2, (midi - 69) / 12);

/**
 * Adds `source` into `target` starting at `offset`. With `wrap`, samples past the end continue at the start: a
 * note (or its tail) that crosses the loop point sounds at the top of the loop, so a loop never clicks.
 */
export function mixInto(target: Signal, source: Signal, offset: number, gain = 1, wrap = false): void {
  const n = target.length;
  for (let i = 0; i < source.length; i += 1) {
    let at = offset + i;
    if (at >= n) {
      if (!wrap) break;
      at %= n;
    }
    target[at] += source[i] * gain;
  }
}

export interface Envelope {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

/**
 * ADSR gain for a note held `hold` seconds: linear attack, exponential-feeling decay toward sustain, smooth release.
 * Returns the curve for the whole note including its release.
 */
export function adsr(hold: number, e: Envelope): Signal {
  const length = seconds(hold + e.release);
  const out = new Float32Array(length);
  const a = Math.max(1, seconds(e.attack));
  const d = Math.max(1, seconds(e.decay));
  const h = seconds(hold);
  let level = 0;
  for (let i = 0; i < length; i += 1) {
    if (i < a) level = i / a;
    else if (i < h) level = e.sustain + (1 - e.sustain) * Math.exp((-4 * (i - a)) / d);
    out[i] = level;
  }
  const releaseStart = Math.min(h, length);
  const from = releaseStart > 0 ? out[releaseStart - 1] : 0;
  const r = Math.max(1, length - releaseStart);
  for (let i = releaseStart; i < length; i += 1) out[i] = from * Math.pow(1 - (i - releaseStart) / r, 2);
  return out;
}

/** A percussive envelope: instant attack (a few ms to avoid clicks) and exponential decay of `decay` seconds. */
export function strike(length: number, decay: number, attack = 0.003): Signal {
  const n = seconds(length);
  const out = new Float32Array(n);
  const a = Math.max(1, seconds(attack));
  const fadeOut = Math.min(n, seconds(0.01));
  for (let i = 0; i < n; i += 1) {
    const rise = i < a ? i / a : 1;
    const tail = i > n - fadeOut ? (n - i) / fadeOut : 1;
    out[i] = rise * Math.exp(-i / (decay * SAMPLE_RATE)) * tail;
  }
  return out;
}

export type Wave = 'sine' | 'triangle' | 'saw' | 'square';

/** Band-limited enough for our soft timbres: saw and square use PolyBLEP to tame aliasing. */
export function oscillator(wave: Wave, hz: number | ((t: number) => number), length: number, phase = 0): Signal {
  const out = new Float32Array(length);
  let p = phase;
  const blep = (t: number, dt: number) => {
    if (t < dt) {
      const x = t / dt;
      return x + x - x * x - 1;
    }
    if (t > 1 - dt) {
      const x = (t - 1) / dt;
      return x * x + x + x + 1;
    }
    return 0;
  };
  for (let i = 0; i < length; i += 1) {
    const f = typeof hz === 'number' ? hz : hz(i / SAMPLE_RATE);
    const dt = f / SAMPLE_RATE;
    switch (wave) {
      case 'sine':
        out[i] = Math.sin(2 * Math.PI * p);
        break;
      case 'triangle':
        out[i] = 1 - 4 * Math.abs(p - 0.5);
        break;
      case 'saw':
        out[i] = 2 * p - 1 - blep(p, dt);
        break;
      case 'square':
        out[i] = (p < 0.5 ? 1 : -1) + blep(p, dt) - blep((p + 0.5) % 1, dt);
        break;
    }
    p = (p + dt) % 1;
  }
  return out;
}

/** Multiplies in place by a constant, another signal (an envelope) or a function of the sample index. */
export function multiply(signal: Signal, gain: Signal | number | ((i: number) => number)): Signal {
  for (let i = 0; i < signal.length; i += 1) {
    signal[i] *= typeof gain === 'number' ? gain : typeof gain === 'function' ? gain(i) : (gain[i] ?? 0);
  }
  return signal;
}

/** RBJ biquad (low-pass, high-pass or band-pass), applied in place. */
export function biquad(
  signal: Signal,
  type: 'lowpass' | 'highpass' | 'bandpass',
  cutoff: number | ((i: number) => number),
  q = 0.707,
): Signal {
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  let coefficients: number[] = [];
  let lastCutoff = -1;
  for (let i = 0; i < signal.length; i += 1) {
    const fc = typeof cutoff === 'number' ? cutoff : cutoff(i);
    if (fc !== lastCutoff) {
      const w = (2 * Math.PI * Math.min(fc, SAMPLE_RATE * 0.45)) / SAMPLE_RATE;
      const alpha = Math.sin(w) / (2 * q);
      const cos = Math.cos(w);
      const [b0, b1, b2] =
        type === 'lowpass'
          ? [(1 - cos) / 2, 1 - cos, (1 - cos) / 2]
          : type === 'highpass'
            ? [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2]
            : [alpha, 0, -alpha];
      const a0 = 1 + alpha;
      coefficients = [b0 / a0, b1 / a0, b2 / a0, (-2 * cos) / a0, (1 - alpha) / a0];
      lastCutoff = fc;
    }
    const [b0, b1, b2, a1, a2] = coefficients;
    const x = signal[i];
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    signal[i] = y;
  }
  return signal;
}

/** Gentle saturation: rounds peaks like tape instead of clipping them. */
export function saturate(signal: Signal, drive: number): Signal {
  const norm = Math.tanh(drive);
  for (let i = 0; i < signal.length; i += 1) signal[i] = Math.tanh(signal[i] * drive) / norm;
  return signal;
}

/** Scales so the loudest sample reaches `peak`. */
export function normalize(signal: Signal, peak: number): Signal {
  let max = 0;
  for (const v of signal) max = Math.max(max, Math.abs(v));
  return max > 0 ? multiply(signal, peak / max) : signal;
}
