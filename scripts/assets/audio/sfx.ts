/** The sound effects: short, soft and tuned to the theme's key (F major). */
import type { Signal } from './dsp';
import { biquad, mixInto, multiply, seconds, strike } from './dsp';
import { withReverb } from './effects';
import { gachaEffects } from './gacha-sfx';
import { bell, kick, marimba, pad, pluck, steelDrum } from './instruments';
import { arpeggio, finish, noise, room, sequence, sweep } from './sfx-kit';

type GameSfxId = 'click' | 'death' | 'bottle' | 'hurt' | 'heal' | 'reward' | 'levelup' | 'heartbeat' | 'warning';
export type SfxId = GameSfxId | keyof typeof gachaEffects;

const gameEffects: Record<GameSfxId, () => Signal> = {
  /** A soft wooden tick: a high marimba note choked at once (left to ring, it held for the whole 120 ms, a beep). */
  click: () => {
    const tick = sequence(0.12, [{ at: 0, instrument: marimba, midi: 89, length: 0.03, velocity: 0.8 }], 1);
    mixInto(tick, biquad(noise(0.02, 0.004, 2), 'bandpass', 3000, 1.2), 0, 0.25);
    return finish(multiply(tick, strike(0.12, 0.02)), 0.7, 0.03);
  },
  /** A falling slide whistle, a sad descending arpeggio and a soft low thud. */
  death: () => {
    const out = sequence(
      2.6,
      [
        ...arpeggio(marimba, [72, 69, 65, 62, 60], 0.22, 0.4, 0.7, 0.3),
        { at: 1.45, instrument: pad(700, 0.05), midi: 50, length: 0.9, velocity: 0.5 },
        { at: 1.45, instrument: pad(700, 0.05), midi: 53, length: 0.9, velocity: 0.4 },
        { at: 1.45, instrument: kick, midi: 36, length: 0.3, velocity: 0.7 },
      ],
      3,
    );
    mixInto(out, sweep(900, 250, 0.5, 0.4), 0, 0.25);
    return finish(withReverb(out, room, 0.6).slice(0, seconds(3)), 0.8, 0.4);
  },
  /** A cork pop and a glassy sparkle as the message comes out. */
  bottle: () => {
    const out = sequence(1.3, arpeggio(bell, [84, 88, 91, 96], 0.07, 0.3, 0.45, 0.12), 4);
    mixInto(out, sweep(380, 1400, 0.06, 0.03), 0, 0.8);
    mixInto(out, biquad(noise(0.05, 0.01, 5), 'bandpass', 1500, 1), 0, 0.4);
    return finish(withReverb(out, room, 0.4), 0.75, 0.2);
  },
  /** A low thump with a sour half-step bend: damage. */
  hurt: () => {
    const out = sequence(0.45, [{ at: 0, instrument: kick, midi: 36, length: 0.2, velocity: 0.9 }], 6);
    mixInto(out, sweep(330, 240, 0.3, 0.12), 0, 0.45);
    mixInto(out, sweep(349, 250, 0.3, 0.12), 0, 0.3);
    return finish(out, 0.75, 0.08);
  },
  /** A rising shimmer on F major: healing. */
  heal: () => {
    const out = sequence(
      1.1,
      [
        ...arpeggio(bell, [77, 81, 84, 89], 0.08, 0.5, 0.5),
        { at: 0, instrument: pad(1800, 0.15), midi: 65, length: 0.6, velocity: 0.3 },
      ],
      7,
    );
    return finish(withReverb(out, room, 0.5).slice(0, seconds(1.4)), 0.7, 0.3);
  },
  /** Two bright coin notes and a sprinkle: a reward. */
  reward: () => {
    const out = sequence(
      0.9,
      [
        { at: 0, instrument: steelDrum, midi: 83, length: 0.08, velocity: 0.7 },
        { at: 0.09, instrument: steelDrum, midi: 88, length: 0.35, velocity: 0.8 },
        ...arpeggio(bell, [96, 100, 103], 0.05, 0.2, 0.25, 0.2),
      ],
      8,
    );
    return finish(withReverb(out, room, 0.4).slice(0, seconds(1.1)), 0.7, 0.25);
  },
  /** A steel-drum fanfare up the F major chord, landing on a strummed chord with sparkles. */
  levelup: () => {
    const uke = pluck(0.8);
    const out = sequence(
      2.4,
      [
        ...arpeggio(steelDrum, [77, 81, 84, 89], 0.11, 0.2, 0.75),
        { at: 0.44, instrument: steelDrum, midi: 89, length: 0.9, velocity: 0.9 },
        ...arpeggio(uke, [65, 69, 72, 77], 0.015, 1.2, 0.6, 0.44),
        ...arpeggio(bell, [101, 105, 108], 0.09, 0.3, 0.3, 0.7),
        { at: 0.44, instrument: kick, midi: 36, length: 0.3, velocity: 0.5 },
      ],
      9,
    );
    return finish(withReverb(out, room, 0.6).slice(0, seconds(2.8)), 0.8, 0.5);
  },
  /** Lub-dub: two muffled low thumps, the second softer, with room to loop while health is low. */
  heartbeat: () => {
    const out = sequence(
      1,
      [
        { at: 0, instrument: kick, midi: 31, length: 0.22, velocity: 0.95 },
        { at: 0.24, instrument: kick, midi: 29, length: 0.22, velocity: 0.7 },
      ],
      10,
    );
    return finish(biquad(out, 'lowpass', 420, 0.8), 0.8, 0.1);
  },
  /** Two falling marimba notes, a minor third, over a soft low one: a stat just fell past a line. */
  warning: () => {
    const out = sequence(
      0.8,
      [
        ...arpeggio(marimba, [70, 67], 0.14, 0.35, 0.6),
        { at: 0.14, instrument: pad(600, 0.04), midi: 55, length: 0.4, velocity: 0.3 },
      ],
      11,
    );
    return finish(out, 0.7, 0.15);
  },
};

const effects: Record<SfxId, () => Signal> = { ...gameEffects, ...gachaEffects };

export const sfxIds = Object.keys(effects) as SfxId[];

export const renderSfx = (id: SfxId): Signal => effects[id]();
