import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { playClick } from '@src/state/audio';
import { GameIcon, type GameIconName } from './game-icon';
import styles from './bottom-menu.module.css';

interface Common {
  icon: GameIconName;
  /** The accessible name, also shown as a tooltip on pointer devices. */
  label: string;
}

type MenuButtonProps = Common & Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children' | 'type'>;

/** A round wooden button of the bottom menu; the click sound plays before the action (spec section 2). */
export function MenuButton({ icon, label, onClick, className, ...rest }: MenuButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    playClick();
    onClick?.(event);
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      aria-label={label}
      data-tip={label}
      onClick={click}
      {...rest}
    >
      <GameIcon name={icon} />
    </button>
  );
}

/** The same button as a link to a screen. */
export function MenuLink({ icon, label, to }: Common & { to: string }) {
  return (
    <Link to={to} className={styles.button} aria-label={label} data-tip={label} onClick={playClick}>
      <GameIcon name={icon} />
    </Link>
  );
}
