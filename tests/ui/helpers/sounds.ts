import { beforeEach, vi } from 'vitest';
import { menuMusicStore } from '@src/state/audio';

/** One call to play(): which file, how loud, looping or not, and where the player was at that moment. */
export interface PlayedSound {
  file: string;
  volume: number;
  loop: boolean;
  path: string;
}

/**
 * Records every sound the app starts (jsdom cannot play audio) and resets the music switch to its first state.
 * `where` reports the current route, to tell a click sound that came first from one played after the navigation.
 */
export function recordSounds(where: () => string = () => window.location.pathname) {
  const played: PlayedSound[] = [];
  const paused: string[] = [];
  beforeEach(() => {
    played.length = 0;
    paused.length = 0;
    menuMusicStore.setState({ musicOn: false });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push({ file: new URL(this.src).pathname, volume: this.volume, loop: this.loop, path: where() });
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      paused.push(new URL(this.src).pathname);
    });
  });
  return { played, paused };
}
