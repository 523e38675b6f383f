import { useTranslation } from 'react-i18next';
import { LOW_STAT_RATIO } from '@src/core/character-state';
import type { StatKey } from '@src/core/stats';
import type { Direction } from '@src/state/run/stat-feedback';
import { GameIcon } from '../parts/game-icon';
import { statIconUrl } from '../parts/art';
import feedbackStyles from './feedback.module.css';
import styles from './hud.module.css';

/** The last step's move of this bar: which way, and the step's id (a new id plays the pulse again). */
export interface MeterPulse {
  readonly id: number;
  readonly direction: Direction;
}

/**
 * One stat as a bar in its colour (ART-DIRECTION.md), easing to its new value; it pulses below half. A bar the last
 * step moved pulses once, with an arrow whose shape and motion say which way without its colour: ▲ rises, ▼ drops and
 * the bar shakes (a still highlight and a still arrow under reduced motion).
 */
export function StatMeter({
  stat,
  value,
  max,
  pulse,
}: {
  stat: StatKey;
  value: number;
  max: number;
  pulse?: MeterPulse;
}) {
  const { t } = useTranslation('play');
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const low = ratio < LOW_STAT_RATIO;
  return (
    <div className={`${styles.meter} ${low ? styles.low : ''}`} data-stat={stat}>
      <GameIcon src={statIconUrl(stat)} size={30} tint={`var(--stat-${stat})`} className={styles.meterIcon} />
      <span className={styles.meterName}>{t(`stats.${stat}`)}</span>
      <span className={styles.meterValue}>
        {pulse && (
          <span key={pulse.id} className={feedbackStyles.moveArrow} data-direction={pulse.direction} aria-hidden="true">
            {pulse.direction === 'up' ? '▲' : '▼'}
          </span>
        )}
        {t('stats.value', { value, max })}
      </span>
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
      {pulse && (
        <span key={pulse.id} className={feedbackStyles.movePulse} data-direction={pulse.direction} aria-hidden="true" />
      )}
    </div>
  );
}
