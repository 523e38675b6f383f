/** Accompaniment written from the chords: bass lines, ukulele strums, pads and drum grids. */
import type { Chord, ScoreNote } from './theme';

/** Bass per bar. calypso: root, root, fifth, octave, fifth on the offbeats; held: one long root; pedal: root and fifth. */
export function bassLine(chords: readonly Chord[], style: 'calypso' | 'held' | 'pedal' | 'walk'): ScoreNote[] {
  return chords.flatMap((c, bar) => {
    const b = bar * 4;
    const next = chords[(bar + 1) % chords.length].root;
    switch (style) {
      case 'calypso':
        return [
          { beat: b, length: 0.75, midi: c.root, velocity: 0.95 },
          { beat: b + 1.5, length: 0.4, midi: c.root, velocity: 0.7 },
          { beat: b + 2, length: 0.75, midi: c.root + 7, velocity: 0.85 },
          { beat: b + 3, length: 0.4, midi: c.root + 12, velocity: 0.7 },
          { beat: b + 3.5, length: 0.45, midi: next + (next > c.root ? -1 : 1), velocity: 0.75 },
        ];
      case 'walk':
        return [0, 1, 2, 3].map((k) => ({
          beat: b + k,
          length: 0.9,
          midi: c.root + [0, 7, 12, 7][k],
          velocity: k === 0 ? 0.9 : 0.7,
        }));
      case 'held':
        return [{ beat: b, length: 3.8, midi: c.root, velocity: 0.8 }];
      case 'pedal':
        return [
          { beat: b, length: 1.8, midi: c.root, velocity: 0.85 },
          { beat: b + 2, length: 1.8, midi: c.root + 7, velocity: 0.7 },
        ];
    }
  });
}

/**
 * Strummed chords: `pattern` lists [beat in bar, down/up, length]. Strings sound one after another (down: low to
 * high, up: high to low, softer), `spread` beats apart.
 */
export function strum(
  chords: readonly Chord[],
  pattern: readonly (readonly [number, 'down' | 'up', number])[],
  spread = 0.03,
): ScoreNote[] {
  return chords.flatMap((c, bar) =>
    pattern.flatMap(([beat, direction, length]) => {
      const tones = direction === 'down' ? c.tones : [...c.tones].reverse();
      return tones.map((midi, i) => ({
        beat: bar * 4 + beat + i * spread,
        length,
        midi,
        velocity: direction === 'down' ? 0.75 : 0.5,
      }));
    }),
  );
}

/** Sustained chords (one per bar, or `beats` long). */
export const padChords = (chords: readonly Chord[], beats = 4): ScoreNote[] =>
  chords.flatMap((c, bar) => c.tones.map((midi) => ({ beat: bar * 4, length: beats, midi, velocity: 0.5 })));

/**
 * A drum grid of sixteenth notes per bar: 'x' accent, 'o' normal, '-' ghost, '.' rest. The same grid repeats every
 * bar (or every two bars when it is 32 steps long).
 */
export function grid(pattern: string, bars: number, midi = 60): ScoreNote[] {
  const steps = pattern.replace(/\s/g, '');
  const velocity: Record<string, number> = { x: 1, o: 0.7, '-': 0.4 };
  const notes: ScoreNote[] = [];
  for (let bar = 0; bar < bars; bar += steps.length / 16) {
    [...steps].forEach((c, i) => {
      const beat = bar * 4 + i / 4;
      if (c in velocity && beat < bars * 4) notes.push({ beat, length: 0.25, midi, velocity: velocity[c] });
    });
  }
  return notes;
}

/** A melody transposed by `semitones` and with its velocities scaled: doubling lines, echoes, harmonies. */
export const shifted = (notes: readonly ScoreNote[], semitones: number, velocity = 1): ScoreNote[] =>
  notes.map((n) => ({ ...n, midi: n.midi + semitones, velocity: (n.velocity ?? 0.8) * velocity }));

/** The diatonic third above each note in F major (the menu arrangement's harmony line). */
export function thirdAbove(notes: readonly ScoreNote[]): ScoreNote[] {
  const scale = [0, 2, 4, 5, 7, 9, 10].map((s) => (s + 5) % 12);
  return notes.map((n) => {
    const pc = n.midi % 12;
    const degree = scale.indexOf(pc);
    if (degree < 0) return n;
    const target = scale[(degree + 2) % 7];
    return { ...n, midi: n.midi + ((target - pc + 12) % 12), velocity: (n.velocity ?? 0.8) * 0.6 };
  });
}
