import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PadIntent } from '@src/state/pad/pad-mapping';
import { padStore } from '@src/state/pad/pad-store';
import { moveFocus, pressFocused, topLayer } from '@ui/components/focus-moves';
import { dispatchPadIntent } from '@ui/hooks/use-pad-intent';

/**
 * The gamepad in every screen: listens for pads (src/state/pad), hands each intent to the screens first
 * (ui/hooks/use-pad-intent.ts) and does the default with what they leave: the d-pad and the stick move focus through
 * the top layer, A presses the focused control (or focuses the first one), B closes the popup on top as Escape would,
 * or goes back a screen (to the main menu when the app was opened here).
 */
export function usePadNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => padStore.getState().listen(window), []);
  useEffect(() => {
    let seen = padStore.getState().press?.id;
    return padStore.subscribe(({ press }) => {
      if (!press || press.id === seen) return;
      seen = press.id;
      if (!dispatchPadIntent(press.intent)) byDefault(press.intent, () => goBack(navigate));
    });
  }, [navigate]);
}

function byDefault(intent: PadIntent, back: () => void): void {
  const page = document.body;
  if (intent === 'up' || intent === 'left') moveFocus(page, -1);
  else if (intent === 'down' || intent === 'right') moveFocus(page, 1);
  else if (intent === 'confirm') {
    if (!pressFocused(page)) moveFocus(page, 1);
  } else if (intent === 'back') {
    const layer = topLayer(page);
    if (layer === page) back();
    else {
      // Every popup already closes on Escape (dialogs, the tour): B says the same.
      const target = document.activeElement instanceof HTMLElement ? document.activeElement : layer;
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    }
  }
}

/** One screen back in the app's own history; the main menu when there is none (the page was opened here). */
function goBack(navigate: ReturnType<typeof useNavigate>): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) navigate(-1);
  else if (window.location.pathname !== '/') navigate('/');
}
