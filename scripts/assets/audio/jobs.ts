/** The audio files: seven music loops and seven sound effects, as MP3 (mono, 44.1 kHz). */
import type { AssetJob } from '../lib/jobs';
import { normalize } from './dsp';
import { encodeMp3 } from './mp3';
import { arrangementOf, musicIds } from './music';
import { renderLoop } from './score';
import { renderSfx, sfxIds } from './sfx';

const MUSIC_KBPS = 80;
const SFX_KBPS = 64;

export const audioJobs = (): AssetJob[] => [
  ...musicIds.map((id) => ({
    path: `audio/music/${id}.mp3`,
    build: () => encodeMp3(normalize(renderLoop(arrangementOf(id)), 0.8), MUSIC_KBPS, true),
  })),
  ...sfxIds.map((id) => ({ path: `audio/sfx/${id}.mp3`, build: () => encodeMp3(renderSfx(id), SFX_KBPS) })),
];
