import { useTranslation } from 'react-i18next';
import { STAT_KEYS } from '@src/core/stats';
import { usePlay } from '@src/state/run/play-store';
import { EffectChips } from './effect-chips';
import { StatMeter } from './stat-meter';
import styles from './hud.module.css';

/** The top of the game screen (spec 2): the four stats and the active effects. */
export function StatsBar() {
  const { t } = useTranslation('play');
  const run = usePlay((state) => state.run);
  if (!run) return null;
  return (
    <section className={styles.statsBar} aria-label={t('stats.label')} data-tour="stats">
      <div className={styles.meters}>
        {STAT_KEYS.map((stat) => (
          <StatMeter key={stat} stat={stat} value={run.stats[stat]} max={run.max[stat]} />
        ))}
      </div>
      <div data-tour="effects" className={styles.effectsRow}>
        <EffectChips effects={run.effects} />
      </div>
    </section>
  );
}
