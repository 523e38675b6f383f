import { audioStore } from './settings';

/**
 * The short sounds every screen plays (spec sections 1, 2, 4 and 9) and the menu music loop, on plain
 * HTMLAudioElements: the click before every button's action at 0.3, one-shots such as the level-up fanfare, and the
 * bottom menu's music. The game's own music and reactions are the Web Audio engine's (engine.ts). Mute silences all.
 */
export const SOUNDS = {
  click: '/assets/audio/sfx/click.mp3',
  levelUp: '/assets/audio/sfx/levelup.mp3',
  menuMusic: '/assets/audio/music/default.mp3',
} as const;

/** Spec 9: the click plays at 0.3. */
export const CLICK_VOLUME = 0.3;

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
  if (typeof Audio === 'undefined' || audioStore.getState().muted) return;
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

/**
 * Put on a screen's root as onClickCapture: it hears every button and link inside, disabled-looking ones included
 * (they still answer with a message), and plays the click for them.
 */
export function playClickOnControl(event: { readonly target: EventTarget | null }): void {
  if (event.target instanceof Element && event.target.closest('button, a[href], [role="button"]')) playClick();
}

/** A looping track created on first use, so pages that never play music never download it; it follows the settings. */
function loop(src: string) {
  let audio: HTMLAudioElement | null = null;
  let unsubscribe: (() => void) | null = null;
  const apply = () => {
    const { muted, volume } = audioStore.getState();
    if (audio) audio.volume = muted ? 0 : volume;
  };
  return {
    start() {
      if (typeof Audio === 'undefined') return;
      audio ??= Object.assign(new Audio(src), { loop: true, preload: 'auto' });
      apply();
      unsubscribe ??= audioStore.subscribe(apply);
      playQuietly(audio);
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      audio?.pause();
    },
  };
}

export const menuMusic = loop(SOUNDS.menuMusic);
