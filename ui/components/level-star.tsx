import { useTranslation } from 'react-i18next';
import styles from './level-star.module.css';

/** The player's level written on a gold star. */
export function LevelStar({ lvl }: { lvl: number }) {
  const { t } = useTranslation('common');
  return (
    <span className={styles.star} role="img" aria-label={t('level', { lvl })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9Z" />
      </svg>
      <span className={styles.number} aria-hidden="true">
        {lvl}
      </span>
    </span>
  );
}
