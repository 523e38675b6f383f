/**
 * Sound for the whole app, in one place: the player's settings (mute, music volume, the menu music switch), the click
 * and one-shots every screen plays (one CLICK_VOLUME, spec 9), and the game's Web Audio engine for its music and
 * reactions. The bottom menu, History Mode and the game all take their sound from here; the engine is imported from
 * `@src/state/audio/engine` by the game alone, so the first page does not carry it.
 */
export { DEFAULT_MUSIC_VOLUME, audioStore, menuMusicStore, useAudio, useMenuMusicSwitch } from './settings';
export type { AudioState } from './settings';
export { CLICK_VOLUME, SOUNDS, menuMusic, playClick, playClickOnControl, playEffect } from './effects';
