import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../storage-keys';

/**
 * The player's sound settings (spec 7, Play: mute and a volume slider from 0 to 1; spec 9: music at 0.1 by default).
 * Mute silences music and sound effects everywhere; the volume is the music's. Both persist in local storage.
 */
export const DEFAULT_MUSIC_VOLUME = 0.1;

const MUTED_KEY = STORAGE_KEYS.musicMuted;
const VOLUME_KEY = STORAGE_KEYS.musicVolume;

export interface AudioState {
  readonly muted: boolean;
  /** Music volume, 0 to 1. */
  readonly volume: number;
  setMuted(muted: boolean): void;
  setVolume(volume: number): void;
}

const clampVolume = (value: number): number =>
  Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : DEFAULT_MUSIC_VOLUME;

function stored(key: string): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
}

function store(key: string, value: string): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
}

const savedVolume = stored(VOLUME_KEY);

export const audioStore = createStore<AudioState>()((set) => ({
  muted: stored(MUTED_KEY) === 'true',
  volume: savedVolume === null ? DEFAULT_MUSIC_VOLUME : clampVolume(Number(savedVolume)),
  setMuted: (muted) => {
    store(MUTED_KEY, String(muted));
    set({ muted });
  },
  setVolume: (volume) => {
    const value = clampVolume(volume);
    store(VOLUME_KEY, String(value));
    set({ volume: value });
  },
}));

export function useAudio<T>(selector: (state: AudioState) => T): T {
  return useStore(audioStore, selector);
}

interface MenuMusicState {
  /** Whether the player switched the menu music on. Starts off on every visit (spec section 4, Bottom menu). */
  readonly musicOn: boolean;
  toggleMusic(): void;
}

/** The bottom menu's music switch: not remembered, unlike mute and volume. */
export const menuMusicStore = createStore<MenuMusicState>()((set, get) => ({
  musicOn: false,
  toggleMusic: () => set({ musicOn: !get().musicOn }),
}));

export function useMenuMusicSwitch<T>(selector: (state: MenuMusicState) => T): T {
  return useStore(menuMusicStore, selector);
}
