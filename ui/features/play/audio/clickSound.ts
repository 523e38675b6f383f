import type { MouseEvent } from 'react';
import { CLICK_VOLUME, gameAudio } from './engine';

/**
 * Spec 1 and 9: every button click plays the short click at 0.3. Put it on a screen's root as onClickCapture: it
 * hears every button and link inside, disabled-looking ones included (they still answer with a message).
 */
export function playClickSound(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest('button, a[href], [role="button"]'))
    gameAudio.play('click', CLICK_VOLUME);
}
