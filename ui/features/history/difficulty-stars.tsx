import { useTranslation } from 'react-i18next';
import styles from './history.module.css';

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z';

/** Difficulty as ten stars, the first `stars` lit (spec 2: stars out of 10). */
export function DifficultyStars({ stars }: { stars: number }) {
  const { t } = useTranslation('history');
  return (
    <p className={styles.stars} role="img" aria-label={t('difficulty', { stars })}>
      {Array.from({ length: 10 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={index < stars ? styles.starOn : styles.starOff}
        >
          <path d={STAR} />
        </svg>
      ))}
    </p>
  );
}
