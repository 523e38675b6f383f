import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './panel.module.css';

interface GamePanelProps {
  labelledBy: string;
  /** Docked panels leave the portrait in sight (right side on wide screens, a bottom sheet on phones). */
  placement: 'docked' | 'center';
  /** A modal panel hides the rest of the screen from assistive technology (the end of a run). */
  modal?: boolean;
  /** When this changes, focus moves into the panel again (a new event, an outcome). */
  focusKey: string;
  tone?: 'paper' | 'won' | 'dead';
  children: ReactNode;
}

/**
 * A paper note over the stage. On open, and whenever `focusKey` changes, focus goes to the element marked
 * data-autofocus, else to the first button that can be used, so keyboard and gamepad players can act at once.
 */
export function GamePanel({
  labelledBy,
  placement,
  modal = false,
  focusKey,
  tone = 'paper',
  children,
}: GamePanelProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = panel.current;
    // An option that needs a missing item stays focusable (pressing it explains why), but focus starts on one that works.
    const target =
      root?.querySelector<HTMLElement>('[data-autofocus]') ??
      root?.querySelector<HTMLElement>('button:not([disabled]):not([aria-disabled="true"])') ??
      root?.querySelector<HTMLElement>('button:not([disabled])');
    (target ?? root)?.focus({ preventScroll: true });
  }, [focusKey]);

  // A modal panel keeps Tab inside, like the other dialogs of the game.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!modal || event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')];
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    event.preventDefault();
    items[(at + (event.shiftKey ? -1 : 1) + items.length) % items.length].focus();
  };

  const panelBox = (
    <section
      ref={panel}
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={`${styles.panel} ${styles[placement]} ${styles[tone]}`}
      onKeyDown={onKeyDown}
      data-game-panel
    >
      {children}
    </section>
  );
  return modal ? <div className={styles.backdrop}>{panelBox}</div> : panelBox;
}
