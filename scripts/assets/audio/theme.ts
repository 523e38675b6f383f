/**
 * The game's one theme: an eight-bar calypso tune in F major, written as data so every arrangement (menu, normal,
 * hurt, hungry, thirsty, mad, dead) plays the same melody over its own chords, tempo and band.
 */

/** A note in beats from the start of the loop (4 beats a bar). */
export interface ScoreNote {
  beat: number;
  length: number;
  midi: number;
  velocity?: number;
}

/** One chord per bar: the bass root and the tones the ukulele and pads voice. */
export interface Chord {
  root: number;
  tones: readonly number[];
}

const [E4, F4, G4, A4, Bb4, C5, D5, E5, F5] = [64, 65, 67, 69, 70, 72, 74, 76, 77];

/**
 * Two four-bar phrases, question and answer; bar 8 climbs back to the C that opens bar 1.
 * Written as [beat, length, pitch], one bar a line.
 */
export const melody: readonly ScoreNote[] = (
  [
    [0, 1.5, C5],
    [1.5, 0.5, A4],
    [2, 1, C5],
    [3, 1, D5], // bar 1
    [4, 1.5, C5],
    [5.5, 0.5, A4],
    [6, 2, E4], // bar 2
    [8, 1, F4],
    [9, 0.5, G4],
    [9.5, 0.5, A4],
    [10, 1, Bb4],
    [11, 1, D5], // bar 3
    [12, 3, C5], // bar 4
    [16, 0.5, A4],
    [16.5, 0.5, C5],
    [17, 1, F5],
    [18, 0.5, E5],
    [18.5, 0.5, D5],
    [19, 1, C5], // bar 5
    [20, 1.5, D5],
    [21.5, 0.5, C5],
    [22, 1, A4],
    [23, 1, F4], // bar 6
    [24, 1, G4],
    [25, 0.5, Bb4],
    [25.5, 0.5, A4],
    [26, 1, G4],
    [27, 1, E4], // bar 7
    [28, 1, E4],
    [29, 1, G4],
    [30, 1, Bb4],
    [31, 0.5, A4],
    [31.5, 0.5, Bb4], // bar 8
  ] as const
).map(([beat, length, midi]) => ({ beat, length, midi }));

const chord = (root: number, ...tones: number[]): Chord => ({ root, tones });

/** The bright home progression: F Am Bb C | F Dm Gm7 C7. */
export const homeChords: readonly Chord[] = [
  chord(41, 60, 65, 69),
  chord(45, 60, 64, 69),
  chord(46, 62, 65, 70),
  chord(36, 60, 64, 67),
  chord(41, 60, 65, 69),
  chord(38, 62, 65, 69),
  chord(43, 62, 65, 67, 70),
  chord(36, 60, 64, 67, 70),
];

/** Hurt: the relative minor. Dm Bb Gm A7 | Dm Bb Gm7 A7. */
export const hurtChords: readonly Chord[] = [
  chord(38, 62, 65, 69),
  chord(46, 62, 65, 70),
  chord(43, 62, 67, 70),
  chord(45, 61, 64, 67, 69),
  chord(38, 62, 65, 69),
  chord(46, 62, 65, 70),
  chord(43, 62, 65, 67, 70),
  chord(45, 61, 64, 67),
];

/** Hungry: hollow sevenths and suspensions that never quite settle. Dm7 Gm7 Bbmaj7 C7sus4 | Dm7 Gm7 Ebmaj7 C7. */
export const hungryChords: readonly Chord[] = [
  chord(38, 60, 62, 65, 69),
  chord(43, 62, 65, 67, 70),
  chord(46, 62, 65, 69, 70),
  chord(36, 60, 65, 67, 70),
  chord(38, 60, 62, 65, 69),
  chord(43, 62, 65, 67, 70),
  chord(39, 62, 63, 67, 70),
  chord(36, 60, 64, 67, 70),
];

/** Thirsty: a hot pedal on F with mixolydian colours. F Eb/F Bb/F F | F Eb/F Bb/F C/F. */
export const thirstyChords: readonly Chord[] = [
  chord(41, 60, 65, 69),
  chord(41, 63, 67, 70),
  chord(41, 62, 65, 70),
  chord(41, 60, 65, 69),
  chord(41, 60, 65, 69),
  chord(41, 63, 67, 70),
  chord(41, 62, 65, 70),
  chord(41, 60, 64, 67),
];

/** Madness: every other chord a tritone away. F B Db G7b5 | F B Gb C7b9. */
export const madChords: readonly Chord[] = [
  chord(41, 60, 65, 69),
  chord(47, 63, 66, 71),
  chord(37, 61, 65, 68),
  chord(43, 61, 65, 67, 71),
  chord(41, 60, 65, 69),
  chord(47, 63, 66, 71),
  chord(42, 61, 66, 70),
  chord(36, 61, 64, 67, 70),
];

/** Dead: a bare fifth on D for the whole loop. */
export const deadChords: readonly Chord[] = Array.from({ length: 6 }, () => chord(38, 50, 57));

/**
 * Bends the melody onto a new progression: a note a semitone from a chord tone moves onto it (C over A7 becomes C♯),
 * so the reharmonised theme stays recognisable without clashing.
 */
export function fitMelody(notes: readonly ScoreNote[], chords: readonly Chord[]): ScoreNote[] {
  return notes.map((note) => {
    const tones = chords[Math.floor(note.beat / 4) % chords.length].tones.map((t) => t % 12);
    const pc = note.midi % 12;
    if (tones.includes(pc)) return note;
    const step = [1, -1].find((d) => tones.includes((pc + d + 12) % 12));
    return step === undefined || note.length < 0.75 ? note : { ...note, midi: note.midi + step };
  });
}
