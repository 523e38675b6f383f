import type { MusicState } from '@src/core/character-state';
import type { RevealSound } from '@src/core/gacha-reveal';
import { audioStore } from './settings';

/** The game's reactions (ART-DIRECTION.md; files under /assets/audio/sfx). The click is effects.ts's, for every screen. */
export type SoundEffect = 'death' | 'bottle' | 'hurt' | 'heal' | 'reward' | 'heartbeat' | 'warning' | RevealSound;

const CROSSFADE_SECONDS = 1.2;

interface Track {
  readonly state: MusicState;
  readonly source: AudioBufferSourceNode;
  readonly gain: GainNode;
}

/**
 * The game's sound, on the Web Audio API: looping music that crossfades between the character states' themes, and
 * one-shot effects. Mute silences both; the volume is the music's. Browsers only allow sound after a gesture, so the
 * context resumes on the first tap or key. Missing files are skipped silently; without Web Audio nothing plays.
 */
class AudioEngine {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private music: GainNode | null = null;
  private readonly buffers = new Map<string, Promise<AudioBuffer | null>>();
  private track: Track | null = null;
  private wanted: MusicState | null = null;

  private ready(): AudioContext | null {
    if (this.context) return this.context;
    if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
    const context = new AudioContext();
    this.master = context.createGain();
    this.master.connect(context.destination);
    this.music = context.createGain();
    this.music.connect(this.master);
    this.context = context;
    const apply = () => {
      const { muted, volume } = audioStore.getState();
      this.master?.gain.setTargetAtTime(muted ? 0 : 1, context.currentTime, 0.05);
      this.music?.gain.setTargetAtTime(volume, context.currentTime, 0.05);
    };
    apply();
    audioStore.subscribe(apply);
    const resume = () => void context.resume().catch(() => undefined);
    for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, resume, { capture: true });
    return context;
  }

  private buffer(url: string): Promise<AudioBuffer | null> {
    let buffer = this.buffers.get(url);
    if (!buffer) {
      const context = this.context;
      buffer = fetch(url)
        .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
        .then((bytes) => context?.decodeAudioData(bytes) ?? null)
        .catch(() => null);
      this.buffers.set(url, buffer);
    }
    return buffer;
  }

  play(effect: SoundEffect, volume = 0.6): void {
    const context = this.ready();
    if (!context || !this.master) return;
    const output = this.master;
    void this.buffer(`/assets/audio/sfx/${effect}.mp3`).then((buffer) => {
      if (!buffer) return;
      const source = context.createBufferSource();
      const gain = context.createGain();
      gain.gain.value = volume;
      source.buffer = buffer;
      source.connect(gain).connect(output);
      source.start();
    });
  }

  /** Crossfades to the theme of `state`; null fades the music out. */
  setMusic(state: MusicState | null): void {
    if (state === this.wanted) return;
    this.wanted = state;
    const context = this.ready();
    if (!context || !this.music) return;
    const bus = this.music;
    this.fadeOut();
    if (state === null) return;
    void this.buffer(`/assets/audio/music/${state}.mp3`).then((buffer) => {
      if (!buffer || this.wanted !== state) return;
      const source = context.createBufferSource();
      const gain = context.createGain();
      source.buffer = buffer;
      source.loop = true;
      gain.gain.setValueAtTime(0, context.currentTime);
      gain.gain.linearRampToValueAtTime(1, context.currentTime + CROSSFADE_SECONDS);
      source.connect(gain).connect(bus);
      source.start();
      this.fadeOut();
      this.track = { state, source, gain };
    });
  }

  private fadeOut(): void {
    const { track, context } = this;
    if (!track || !context) return;
    this.track = null;
    track.gain.gain.cancelScheduledValues(context.currentTime);
    track.gain.gain.setValueAtTime(track.gain.gain.value, context.currentTime);
    track.gain.gain.linearRampToValueAtTime(0, context.currentTime + CROSSFADE_SECONDS);
    track.source.stop(context.currentTime + CROSSFADE_SECONDS + 0.05);
  }
}

export const gameAudio = new AudioEngine();
