import { useTranslation } from 'react-i18next';
import { expToNextLevel } from '@src/core/levels';
import styles from './ExpBar.module.css';

/** Experience towards the next level: exp / (100 × level), as spec section 9 sets the bar's maximum. */
export function ExpBar({ exp, lvl }: { exp: number; lvl: number }) {
  const { t } = useTranslation('common');
  const max = expToNextLevel(lvl);
  const shown = Math.max(0, Math.min(exp, max));
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={t('experience')}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      aria-valuetext={t('experienceValue', { exp, max })}
    >
      <span className={styles.fill} style={{ width: `${(shown / max) * 100}%` }} />
      <span className={styles.label}>{t('experienceValue', { exp, max })}</span>
    </div>
  );
}
