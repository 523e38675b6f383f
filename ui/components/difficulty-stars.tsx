import { useTranslation } from 'react-i18next';
import { DIFFICULTY_MAX } from '@src/core/difficulty-scale';
import styles from './difficulty-stars.module.css';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9Z';

/** A map's difficulty as a row of ten stars (spec 9), read out as "difficulty n of 10". */
export function DifficultyStars({ value }: { value: number }) {
  const { t } = useTranslation('common');
  const filled = Math.max(0, Math.min(DIFFICULTY_MAX, Math.round(value)));
  return (
    <span className={styles.stars} role="img" aria-label={t('difficulty', { value: filled, max: DIFFICULTY_MAX })}>
      {Array.from({ length: DIFFICULTY_MAX }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          className={index < filled ? styles.on : styles.off}
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
