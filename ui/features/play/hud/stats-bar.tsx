import { useTranslation } from 'react-i18next';
import { STAT_KEYS } from '@src/core/stats';
import { usePlay } from '@src/state/run/play-store';
import { CrossingNotice } from './crossing-notice';
import { EffectChips } from './effect-chips';
import { StatMeter } from './stat-meter';
import styles from './hud.module.css';

/** The top of the game screen (spec 2): the four stats, the active effects and the lines the last step crossed. */
export function StatsBar() {
  const { t } = useTranslation('play');
  const run = usePlay((state) => state.run);
  const feedback = usePlay((state) => state.feedback);
  if (!run) return null;
  return (
    <section className={styles.statsBar} aria-label={t('stats.label')} data-tour="stats">
      <div className={styles.meters}>
        {STAT_KEYS.map((stat) => {
          const direction = feedback?.moved[stat];
          return (
            <StatMeter
              key={stat}
              stat={stat}
              value={run.stats[stat]}
              max={run.max[stat]}
              pulse={feedback && direction ? { id: feedback.id, direction } : undefined}
            />
          );
        })}
      </div>
      <div data-tour="effects" className={styles.effectsRow}>
        <EffectChips effects={run.effects} />
      </div>
      <CrossingNotice feedback={feedback} />
    </section>
  );
}
