/**
 * The gacha's sounds (F major, like the theme): the shuffle's ten ticks, then one reveal per rarity group, each bigger
 * than the last: a soft chime for common and rare, a steel-drum run for super-rare and epic, a fanfare for legendary
 * and mythic, and for exclusive a fanfare with a glittering sweep and a long shimmer.
 */
import type { Signal } from './dsp';
import { biquad, mixInto, seconds } from './dsp';
import { withReverb } from './effects';
import { bell, kick, marimba, pad, pluck, steelDrum } from './instruments';
import { arpeggio, finish, noise, room, sequence, sweep } from './sfx-kit';

/** Spec 4's shuffle: ten frames of 200 ms, a tick on each, climbing so the result feels near. */
const SHUFFLE_TICKS = 10;
const SHUFFLE_STEP = 0.2;

/** A rising glitter: filtered noise swept up under the fanfares. */
const glitter = (length: number, seed: number): Signal =>
  biquad(noise(length, length * 0.8, seed), 'highpass', 4000, 0.7);

export const gachaEffects = {
  'gacha-shuffle': () => {
    const climb = [60, 62, 64, 65, 67, 69, 70, 72, 74, 76];
    const out = sequence(
      SHUFFLE_TICKS * SHUFFLE_STEP,
      climb.map((midi, i) => ({
        at: i * SHUFFLE_STEP,
        instrument: marimba,
        midi,
        length: 0.08,
        velocity: 0.45 + i * 0.03,
      })),
      21,
    );
    return finish(out, 0.6, 0.05);
  },
  /** Common and rare: two soft plucks, a fifth apart. */
  'reveal-common': () => {
    const out = sequence(0.9, arpeggio(pluck(0.6), [72, 77], 0.1, 0.5, 0.6), 22);
    return finish(withReverb(out, room, 0.3).slice(0, seconds(1)), 0.55, 0.25);
  },
  /** Super-rare and epic: a steel-drum run up the chord with a bell on top. */
  'reveal-epic': () => {
    const out = sequence(
      1.3,
      [
        ...arpeggio(steelDrum, [65, 69, 72, 77], 0.07, 0.25, 0.7),
        { at: 0.28, instrument: bell, midi: 89, length: 0.6, velocity: 0.45 },
      ],
      23,
    );
    return finish(withReverb(out, room, 0.4).slice(0, seconds(1.5)), 0.65, 0.3);
  },
  /** Legendary and mythic: a fanfare landing on a full chord over a soft kick, bells sparkling above. */
  'reveal-legendary': () => {
    const out = sequence(
      1.8,
      [
        ...arpeggio(steelDrum, [72, 77, 81], 0.09, 0.15, 0.75),
        { at: 0.3, instrument: steelDrum, midi: 84, length: 0.8, velocity: 0.9 },
        ...arpeggio(pluck(0.8), [53, 60, 65, 69, 72], 0.012, 1.1, 0.55, 0.3),
        { at: 0.3, instrument: kick, midi: 36, length: 0.3, velocity: 0.5 },
        ...arpeggio(bell, [96, 100, 103, 108], 0.08, 0.3, 0.3, 0.5),
      ],
      24,
    );
    return finish(withReverb(out, room, 0.5).slice(0, seconds(2)), 0.75, 0.4);
  },
  /** Exclusive: a glittering sweep up to the biggest fanfare, then a long pad with shimmering bells. */
  'reveal-exclusive': () => {
    const out = sequence(
      2.6,
      [
        ...arpeggio(steelDrum, [65, 69, 72, 77, 81], 0.07, 0.15, 0.75, 0.35),
        { at: 0.7, instrument: steelDrum, midi: 89, length: 1, velocity: 0.95 },
        ...arpeggio(pluck(0.9), [53, 60, 65, 69, 72, 77], 0.012, 1.4, 0.6, 0.7),
        { at: 0.7, instrument: kick, midi: 36, length: 0.35, velocity: 0.6 },
        { at: 0.7, instrument: pad(2200, 0.2), midi: 65, length: 1.5, velocity: 0.35 },
        { at: 0.7, instrument: pad(2200, 0.2), midi: 69, length: 1.5, velocity: 0.3 },
        ...arpeggio(bell, [96, 101, 105, 108, 113], 0.11, 0.4, 0.3, 0.9),
      ],
      25,
    );
    mixInto(out, sweep(300, 1800, 0.7, 0.7), 0, 0.15);
    mixInto(out, glitter(0.8, 26), 0, 0.25);
    return finish(withReverb(out, room, 0.6).slice(0, seconds(3)), 0.8, 0.5);
  },
} satisfies Record<string, () => Signal>;
