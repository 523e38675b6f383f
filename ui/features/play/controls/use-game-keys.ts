import { useEffect, type RefObject } from 'react';
import type { PadIntent } from '@src/state/pad/pad-mapping';
import { playStore } from '@src/state/run/play-store';
import { moveFocus, press, pressFocused } from '@ui/components/focus-moves';
import { listenToPad } from '@ui/hooks/use-pad-intent';

const ARROWS: Readonly<Record<string, 1 | -1>> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };
const OPTION_KEY = /^[1-4]$/;

/** Enter, Space and X (A when nothing is focused): continue the outcome, else open the bottle. */
const advance = (screen: HTMLElement) => press(screen, '[data-continue]') || press(screen, '[data-bottle]');

/**
 * The game's keyboard and gamepad (brief of the game screen): 1–4 pick an option, Enter or Space continue or open the
 * bottle, B the backpack, Esc the exit question, arrows move focus. On a pad (src/state/pad) the d-pad and the stick
 * move focus, A presses the focused control, X opens the bottle or continues, Y opens and closes the backpack, and B
 * skips the tutorial, closes the popup on top or asks whether to leave. Keys a focused control handles itself (Enter on a button, arrows in the volume slider) are left to it,
 * and open popups keep their own keys (Esc closes them).
 */
export function useGameKeys(screenRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const screen = screenRef.current;
      const play = playStore.getState();
      if (
        !screen ||
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        play.status !== 'ready'
      )
        return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select')) return;
      const step = ARROWS[event.key];
      if (step) {
        event.preventDefault();
        moveFocus(screen, step);
        return;
      }
      // Esc always skips the tutorial, wherever the focus is.
      if (play.tutorialStep !== null && event.key === 'Escape') {
        play.showTutorial(null);
        return;
      }
      // Popups (backpack, character, exit, music, tutorial) answer their own keys.
      if (play.menu !== null || play.tutorialStep !== null) return;
      const onControl = Boolean(target?.closest('button, a[href]'));
      if (OPTION_KEY.test(event.key)) {
        if (press(screen, `[data-option-key="${event.key}"]`)) event.preventDefault();
      } else if ((event.key === 'Enter' || event.key === ' ') && !onControl) {
        if (advance(screen)) event.preventDefault();
      } else if ((event.key === 'b' || event.key === 'B') && play.run?.status === 'playing') {
        play.openMenu('backpack');
      } else if (event.key === 'Escape' && play.run?.status === 'playing') {
        play.openMenu('exit');
      }
    };

    const onPad = (intent: PadIntent): boolean => {
      const screen = screenRef.current;
      const play = playStore.getState();
      if (!screen || play.status !== 'ready') return false;
      const playing = play.run?.status === 'playing';
      const calm = play.menu === null && play.tutorialStep === null;
      if (intent === 'up' || intent === 'left') moveFocus(screen, -1);
      else if (intent === 'down' || intent === 'right') moveFocus(screen, 1);
      else if (intent === 'confirm') return pressFocused(screen) || advance(screen);
      else if (intent === 'bottle') return calm && advance(screen);
      else if (intent === 'backpack') {
        if (play.menu === 'backpack') play.closeMenu();
        else if (calm && playing) play.openMenu('backpack');
        else return false;
      } else if (play.tutorialStep !== null) play.showTutorial(null);
      else if (play.menu !== null) play.closeMenu();
      else if (playing) play.openMenu('exit');
      else return false;
      return true;
    };

    const stopPad = listenToPad(window, onPad);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      stopPad();
    };
  }, [screenRef]);
}
