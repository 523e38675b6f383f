import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { playEffect, SOUNDS } from '@src/state/audio';
import styles from './celebration.module.css';

/** How long the party lasts; the toast (NoticeRegion) keeps the words around longer. */
export const CELEBRATION_MS = 4200;
const LEVEL_UP_VOLUME = 0.5;

const confettiColours = ['#ff6f59', '#ffd23f', '#17b3ad', '#3aa357', '#8e5cd9', '#3a86ff'];
/** Evenly spread pieces with a little deterministic jitter: the same party every time, no randomness in render. */
const confetti = Array.from({ length: 36 }, (_, i) => ({
  left: `${(i * 97) % 100}%`,
  delay: `${((i * 37) % 90) * 10}ms`,
  duration: `${2200 + ((i * 53) % 9) * 160}ms`,
  drift: `${((i * 29) % 21) - 10}vw`,
  colour: confettiColours[i % confettiColours.length],
  shape: i % 3,
}));

/**
 * Confetti, a big star with the new level and the level-up fanfare. Purely a show: it never takes focus or blocks a
 * click, the notice announces the news to screen readers, and reduced motion keeps only the star.
 */
export function LevelUpCelebration({ level, onDone }: { level: number; onDone: () => void }) {
  const { t } = useTranslation('menu');
  useEffect(() => {
    playEffect(SOUNDS.levelUp, LEVEL_UP_VOLUME);
    const timer = setTimeout(onDone, CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [onDone]);

  return createPortal(
    <div className={styles.party} aria-hidden="true" data-testid="level-up-celebration">
      {confetti.map((piece, i) => (
        <span
          key={i}
          className={`${styles.piece} ${styles[`shape${piece.shape}`]}`}
          style={{
            left: piece.left,
            background: piece.colour,
            animationDelay: piece.delay,
            animationDuration: piece.duration,
            ['--drift' as string]: piece.drift,
          }}
        />
      ))}
      <div className={styles.medal}>
        <span className={styles.burst} />
        <div className={styles.badge}>
          <span className={styles.kicker}>{t('celebration.kicker')}</span>
          <span className={styles.level}>{level}</span>
          <span className={styles.caption}>{t('celebration.caption')}</span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
