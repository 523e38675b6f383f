import { useTranslation } from 'react-i18next';
import type { StepFeedback } from '@src/state/run/stat-feedback';
import styles from './feedback.module.css';

/**
 * A short line when a stat crosses the half or the quarter line ("Health critical: a quarter or less"), shown under the
 * stats for a moment and read by assistive technology: the region is always there, so a new line is announced.
 */
export function CrossingNotice({ feedback }: { feedback: StepFeedback | null }) {
  const { t } = useTranslation('play');
  const crossings = feedback?.crossings ?? [];
  return (
    <p role="status" className={styles.crossings}>
      {crossings.map(({ stat, line, direction }) => (
        <span
          key={`${feedback?.id}-${stat}`}
          className={styles.crossing}
          data-stat={stat}
          data-direction={direction}
          data-line={line}
        >
          {t(`crossing.${line}.${direction}`, { stat: t(`stats.${stat}`) })}
        </span>
      ))}
    </p>
  );
}
