import { useTranslation } from 'react-i18next';
import { LOW_STAT_RATIO } from '@src/core/character-state';
import type { StatKey } from '@src/core/stats';
import { GameIcon } from '../parts/game-icon';
import { statIconUrl } from '../parts/art';
import styles from './hud.module.css';

/** One stat as a bar in its colour (ART-DIRECTION.md), easing to its new value; it pulses below half. */
export function StatMeter({ stat, value, max }: { stat: StatKey; value: number; max: number }) {
  const { t } = useTranslation('play');
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const low = ratio < LOW_STAT_RATIO;
  return (
    <div className={`${styles.meter} ${low ? styles.low : ''}`} data-stat={stat}>
      <GameIcon src={statIconUrl(stat)} size={30} tint={`var(--stat-${stat})`} className={styles.meterIcon} />
      <span className={styles.meterName}>{t(`stats.${stat}`)}</span>
      <span className={styles.meterValue}>{t('stats.value', { value, max })}</span>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t(`stats.${stat}`)}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={t('stats.value', { value, max })}
      >
        <span className={styles.fill} style={{ transform: `scaleX(${ratio})` }} />
      </div>
    </div>
  );
}
