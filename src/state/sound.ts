import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The shell's sounds (spec sections 2, 4 and 9): a click before every bottom-menu action at volume 0.3, one-shot effects
 * such as the level-up fanfare, and the menu music loop at 0.1, which starts off and is switched by the bottom menu.
 * Plain HTMLAudioElements: nothing here needs Phaser, so any screen (and the game) can reuse `playEffect`.
 */
export const SOUNDS = {
  click: '/assets/audio/sfx/click.mp3',
  levelUp: '/assets/audio/sfx/levelup.mp3',
  menuMusic: '/assets/audio/music/default.mp3',
} as const;

export const CLICK_VOLUME = 0.3;
export const MENU_MUSIC_VOLUME = 0.1;

/**
 * A browser may refuse to play (no user gesture yet, a missing file, no audio device): sound is a garnish, so a refusal
 * is dropped instead of interrupting what the player asked for.
 */
function playQuietly(audio: HTMLAudioElement): void {
  try {
    void Promise.resolve(audio.play()).catch(() => undefined);
  } catch {
    // Some environments throw synchronously instead of rejecting.
  }
}

const effects = new Map<string, HTMLAudioElement>();

/** Plays a short sound from its start; a second call while it still plays restarts it (clicks come in quick runs). */
export function playEffect(src: string, volume: number): void {
  if (typeof Audio === 'undefined') return;
  let audio = effects.get(src);
  if (!audio) {
    audio = new Audio(src);
    audio.preload = 'auto';
    effects.set(src, audio);
  }
  audio.volume = volume;
  audio.currentTime = 0;
  playQuietly(audio);
}

export function playClick(): void {
  playEffect(SOUNDS.click, CLICK_VOLUME);
}

/** A looping track created on first use, so pages that never play music never download it. */
function loop(src: string, volume: number) {
  let audio: HTMLAudioElement | null = null;
  return {
    start() {
      if (typeof Audio === 'undefined') return;
      audio ??= Object.assign(new Audio(src), { loop: true, preload: 'auto' });
      audio.volume = volume;
      playQuietly(audio);
    },
    stop() {
      audio?.pause();
    },
  };
}

export const menuMusic = loop(SOUNDS.menuMusic, MENU_MUSIC_VOLUME);

interface SoundState {
  /** Whether the player switched the menu music on. Starts off on every visit (spec section 4, Bottom menu). */
  readonly musicOn: boolean;
  toggleMusic(): void;
}

export const soundStore = createStore<SoundState>()((set, get) => ({
  musicOn: false,
  toggleMusic: () => set({ musicOn: !get().musicOn }),
}));

export function useSound<T>(selector: (state: SoundState) => T): T {
  return useStore(soundStore, selector);
}
