/**
 * From written parts to a seamless loop: each part's notes are rendered by its instrument at the arrangement's
 * tempo into a buffer exactly the loop's length (tails wrap to the top), then sent to a shared delay and reverb that
 * are themselves computed as loops.
 */
import { Random } from '../lib/random';
import type { Signal } from './dsp';
import { SAMPLE_RATE, mixInto, saturate } from './dsp';
import type { DelayOptions, ReverbOptions } from './effects';
import { delay, reverb } from './effects';
import type { Instrument } from './instruments';
import type { ScoreNote } from './theme';

export interface Part {
  instrument: Instrument;
  notes: readonly ScoreNote[];
  gain: number;
  transpose?: number;
  /** How much of this part feeds the reverb and the delay (0..1). */
  reverb?: number;
  delay?: number;
  /** Detuning in cents per note (madness), and vibrato depth. */
  cents?: (note: ScoreNote, index: number) => number;
  wobble?: number;
  /** Timing looseness in seconds, so parts feel played rather than quantised. */
  humanize?: number;
}

export interface Arrangement {
  bpm: number;
  bars: number;
  parts: readonly Part[];
  reverb: ReverbOptions;
  /** Echo time in beats (e.g. 0.75 = dotted eighth). */
  delay?: Omit<DelayOptions, 'time'> & { beats: number };
  seed: number;
}

/** The loop length in samples: whole bars of 4 beats. */
export const loopLength = (a: Arrangement): number => Math.round(((a.bars * 4 * 60) / a.bpm) * SAMPLE_RATE);

export function renderLoop(a: Arrangement): Signal {
  const n = loopLength(a);
  const secondsPerBeat = 60 / a.bpm;
  const rnd = new Random(a.seed);
  const dry = new Float32Array(n);
  const reverbBus = new Float32Array(n);
  const delayBus = new Float32Array(n);
  for (const part of a.parts) {
    const voice = new Float32Array(n);
    part.notes.forEach((note, index) => {
      const jitter = part.humanize ? rnd.range(-part.humanize, part.humanize) : 0;
      const start = Math.round((note.beat * secondsPerBeat + Math.max(0, jitter)) * SAMPLE_RATE);
      const velocity = (note.velocity ?? 0.8) * (part.humanize ? rnd.range(0.9, 1.05) : 1);
      const sound = part.instrument(
        {
          midi: note.midi + (part.transpose ?? 0),
          length: note.length * secondsPerBeat,
          velocity,
          cents: part.cents?.(note, index),
          wobble: part.wobble,
        },
        rnd,
      );
      mixInto(voice, sound, start % n, 1, true);
    });
    mixInto(dry, voice, 0, part.gain);
    mixInto(reverbBus, voice, 0, part.gain * (part.reverb ?? 0));
    mixInto(delayBus, voice, 0, part.gain * (part.delay ?? 0));
  }
  const out = dry;
  if (a.delay) {
    const echoes = delay(delayBus, { ...a.delay, time: a.delay.beats * secondsPerBeat }, true);
    mixInto(out, echoes, 0);
    mixInto(reverbBus, echoes, 0, 0.5);
  }
  mixInto(out, reverb(reverbBus, a.reverb, true), 0);
  // Memoryless saturation keeps the loop seamless while catching the odd peak.
  return saturate(out, 1.2);
}
