import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pad-hint.module.css';

/** A pad button as the hint draws it: a face button's letter in its usual colour, or the d-pad's cross. */
export type PadGlyph = 'A' | 'B' | 'X' | 'Y' | 'move';

export interface PadHintItem {
  readonly glyph: PadGlyph;
  readonly label: string;
}

interface PadHintProps {
  /** What the screen adds to moving, choosing and going back (the game's bottle and backpack). */
  readonly extra?: readonly PadHintItem[];
  readonly className?: string;
  readonly style?: CSSProperties;
}

/**
 * The buttons of a connected gamepad and what each does here (docs/game-screen.md, "Controls, sound, tutorial"): a
 * small paper note that never takes a tap. Every screen moves, chooses and goes back the same way.
 */
export function PadHint({ extra = [], className = '', style }: PadHintProps) {
  const { t } = useTranslation('common');
  const items: PadHintItem[] = [
    { glyph: 'move', label: t('pad.move') },
    { glyph: 'A', label: t('pad.choose') },
    ...extra,
    { glyph: 'B', label: t('pad.back') },
  ];
  return (
    <aside className={`${styles.hint} ${className}`} aria-label={t('pad.title')} style={style} data-pad-hint>
      <ul className={styles.list}>
        {items.map(({ glyph, label }) => (
          <li key={glyph} className={styles.item}>
            <span className={`${styles.glyph} ${styles[`glyph${glyph}`]}`} aria-hidden="true">
              {glyph === 'move' ? '✛' : glyph}
            </span>
            <span className={styles.label}>
              {glyph !== 'move' && <span className="visually-hidden">{glyph}: </span>}
              {label}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
