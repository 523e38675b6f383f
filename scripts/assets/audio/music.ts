/**
 * The seven music loops (spec section 9: one per character state plus a default). All play the theme of theme.ts;
 * what changes is tempo, harmony, band and space.
 */
import { Random } from '../lib/random';
import { bass, bell, conga, hihat, kick, marimba, pad, pluck, rim, shaker, steelDrum, wind } from './instruments';
import { bassLine, grid, padChords, shifted, strum, thirdAbove } from './patterns';
import type { Arrangement } from './score';
import { deadChords, fitMelody, homeChords, hungryChords, hurtChords, madChords, melody, thirstyChords } from './theme';

export type MusicId = 'default' | 'normal' | 'herido' | 'hambre' | 'sed' | 'locura' | 'muerto';

const BARS = 8;
const calypsoStrum = [
  [0, 'down', 0.4],
  [1, 'down', 0.3],
  [1.5, 'up', 0.25],
  [2.5, 'up', 0.25],
  [3, 'down', 0.3],
  [3.5, 'up', 0.25],
] as const;
const ukulele = pluck(0.75);
const mutedPluck = pluck(0.25);
const warmPad = pad(1100, 0.6);

/** Percussion of the two bright arrangements: shaker eighths, soft kick, son clave on the rim, congas. */
const groove = (bars: number, busy: boolean) => [
  { instrument: shaker, notes: grid('-.o.-.x.-.o.-.x.', bars), gain: 0.22, humanize: 0.004 },
  { instrument: kick, notes: grid('x.......o.......', bars), gain: 0.4 },
  { instrument: rim, notes: grid('x..x..x.....x...' + '....x...x.......', bars), gain: 0.4, reverb: 0.3 },
  {
    instrument: conga,
    notes: [...grid('......o.......xo', bars, 50), ...grid('...........-....', bars, 62)],
    gain: 0.45,
    reverb: 0.2,
    humanize: 0.005,
  },
  ...(busy ? [{ instrument: hihat, notes: grid('..o...o...o...o.', bars), gain: 0.3 }] : []),
];

const arrangements: Record<MusicId, Arrangement> = {
  /** Menu: brighter and a little faster; marimba lead with a steel-drum harmony and bell sparkles. */
  default: {
    bpm: 108,
    bars: BARS,
    seed: 9001,
    reverb: { room: 0.55, damping: 0.4, wet: 0.9 },
    parts: [
      { instrument: marimba, notes: melody, transpose: 12, gain: 0.55, reverb: 0.25, humanize: 0.004 },
      { instrument: steelDrum, notes: thirdAbove(melody), transpose: 12, gain: 0.3, reverb: 0.35 },
      { instrument: bell, notes: melody.filter((n) => n.beat % 4 === 0), transpose: 24, gain: 0.12, reverb: 0.6 },
      { instrument: ukulele, notes: strum(homeChords, calypsoStrum), gain: 0.3, reverb: 0.15, humanize: 0.003 },
      { instrument: bass, notes: bassLine(homeChords, 'calypso'), gain: 0.45 },
      ...groove(BARS, true),
    ],
  },
  /** Normal: the theme on steel drum over ukulele, bass and a relaxed groove. */
  normal: {
    bpm: 100,
    bars: BARS,
    seed: 9002,
    reverb: { room: 0.6, damping: 0.45, wet: 0.9 },
    delay: { beats: 0.75, feedback: 0.3, wet: 0.5, tone: 0.5 },
    parts: [
      { instrument: steelDrum, notes: melody, transpose: 12, gain: 0.3, reverb: 0.3, delay: 0.15, humanize: 0.004 },
      { instrument: ukulele, notes: strum(homeChords, calypsoStrum), gain: 0.42, reverb: 0.15, humanize: 0.003 },
      { instrument: bass, notes: bassLine(homeChords, 'calypso'), gain: 0.36 },
      ...groove(BARS, false),
    ],
  },
  /** Hurt (herido): slower, in the relative minor; marimba over a pad, held bass and a heartbeat kick. */
  herido: {
    bpm: 80,
    bars: BARS,
    seed: 9003,
    reverb: { room: 0.75, damping: 0.5, wet: 1 },
    parts: [
      { instrument: marimba, notes: fitMelody(melody, hurtChords), gain: 0.6, reverb: 0.4, humanize: 0.006 },
      { instrument: warmPad, notes: padChords(hurtChords), transpose: -12, gain: 0.16, reverb: 0.5 },
      { instrument: bass, notes: bassLine(hurtChords, 'held'), gain: 0.4 },
      { instrument: kick, notes: grid('x.o.............', BARS), gain: 0.5 },
      { instrument: shaker, notes: grid('....-.......-...', BARS), gain: 0.25 },
    ],
  },
  /** Hungry (hambre): muted plucks play the tune over restless sevenths, a walking bass, congas only. */
  hambre: {
    bpm: 88,
    bars: BARS,
    seed: 9004,
    reverb: { room: 0.5, damping: 0.55, wet: 0.8 },
    parts: [
      { instrument: mutedPluck, notes: fitMelody(melody, hungryChords), gain: 1.4, reverb: 0.3, humanize: 0.005 },
      { instrument: marimba, notes: shifted(fitMelody(melody, hungryChords), -12, 0.5), gain: 0.3, reverb: 0.3 },
      {
        instrument: ukulele,
        notes: strum(hungryChords, [
          [1, 'down', 0.25],
          [3, 'down', 0.25],
        ]),
        gain: 0.22,
        reverb: 0.2,
      },
      { instrument: bass, notes: bassLine(hungryChords, 'walk'), gain: 0.35 },
      {
        instrument: conga,
        notes: [...grid('o.....-.....o...', BARS, 50), ...grid('....-.......-...', BARS, 62)],
        gain: 0.4,
        reverb: 0.2,
        humanize: 0.006,
      },
    ],
  },
  /** Thirsty (sed): slow and dry, a pedal under the steel drum, its echoes shimmering like heat. */
  sed: {
    bpm: 80,
    bars: BARS,
    seed: 9005,
    reverb: { room: 0.45, damping: 0.3, wet: 0.7 },
    delay: { beats: 0.75, feedback: 0.45, wet: 0.8, tone: 0.35 },
    parts: [
      {
        instrument: steelDrum,
        notes: fitMelody(melody, thirstyChords),
        transpose: 12,
        gain: 0.5,
        reverb: 0.25,
        delay: 0.45,
        wobble: 8,
      },
      { instrument: warmPad, notes: padChords(thirstyChords), transpose: -12, gain: 0.12, reverb: 0.4 },
      { instrument: bass, notes: bassLine(thirstyChords, 'pedal'), gain: 0.35 },
      { instrument: shaker, notes: grid('-...o...-...o.-.', BARS), gain: 0.35, humanize: 0.006 },
    ],
  },
  /** Madness (locura): the tune detuned and wobbling, tritone chords, an echo a tritone away, off-kilter drums. */
  locura: {
    bpm: 92,
    bars: BARS,
    seed: 9006,
    reverb: { room: 0.8, damping: 0.3, wet: 1 },
    delay: { beats: 1.25, feedback: 0.5, wet: 0.7, tone: 0.6 },
    parts: [
      {
        instrument: steelDrum,
        notes: melody,
        transpose: 12,
        gain: 0.5,
        reverb: 0.35,
        delay: 0.3,
        wobble: 45,
        cents: detuned(61, 35),
      },
      {
        instrument: steelDrum,
        notes: shifted(melody, 6, 0.45),
        transpose: 12,
        gain: 0.28,
        reverb: 0.5,
        cents: detuned(62, 25),
      },
      {
        instrument: ukulele,
        notes: strum(
          madChords,
          [
            [0, 'down', 0.5],
            [1.75, 'up', 0.3],
            [2.5, 'down', 0.4],
          ],
          0.06,
        ),
        gain: 0.25,
        reverb: 0.3,
        cents: detuned(63, 30),
      },
      { instrument: bass, notes: bassLine(madChords, 'calypso'), gain: 0.35, cents: detuned(64, 20) },
      { instrument: kick, notes: grid('x.....x...o.....' + 'x..o.......x....', BARS), gain: 0.35 },
      { instrument: rim, notes: grid('...x.....x...x..' + '.x.....x.....x..', BARS), gain: 0.35, reverb: 0.5 },
    ],
  },
  /** Dead (muerto): a low drone, wind, and the theme's first notes far away. */
  muerto: {
    bpm: 60,
    bars: 6,
    seed: 9007,
    reverb: { room: 0.92, damping: 0.6, wet: 1.1 },
    parts: [
      { instrument: pad(420, 3), notes: padChords(deadChords, 24).filter((n) => n.beat === 0), gain: 0.5, reverb: 0.5 },
      {
        instrument: wind,
        notes: [
          { beat: 2, length: 10, midi: 60, velocity: 0.5 },
          { beat: 14, length: 9, midi: 60, velocity: 0.4 },
        ],
        gain: 0.35,
        reverb: 0.6,
      },
      {
        instrument: marimba,
        notes: shifted(
          melody.filter((n) => n.beat < 8),
          -12,
          0.55,
        ).map((n) => ({ ...n, beat: n.beat * 1.5 + 4 })),
        gain: 0.4,
        reverb: 0.8,
        humanize: 0.01,
      },
    ],
  },
};

/** Deterministic detuning in ±`spread` cents per note, different for each part seed. */
function detuned(seed: number, spread: number) {
  const rnd = new Random(seed);
  const table = Array.from({ length: 256 }, () => rnd.range(-spread, spread));
  return (_: unknown, index: number) => table[index % table.length];
}

export const musicIds = Object.keys(arrangements) as MusicId[];

export const arrangementOf = (id: MusicId): Arrangement => arrangements[id];
