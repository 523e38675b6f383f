import { useTranslation } from 'react-i18next';
import { STAT_KEYS, type Stats } from '@src/core/stats';
import { ProgressBar } from '@ui/components/progress-bar';
import styles from './replay.module.css';

/** The four bars of the frame on screen, in the game's stat colours. */
export function ReplayStats({ stats, max }: { stats: Stats; max: Stats }) {
  const { t } = useTranslation('play');
  return (
    <ul className={styles.stats} aria-label={t('stats.label')}>
      {STAT_KEYS.map((key) => (
        <li key={key} data-stat={key}>
          <img src={`/assets/icons/stats/${key}.webp`} alt="" width={22} height={22} />
          <ProgressBar
            value={stats[key]}
            max={max[key]}
            label={t(`stats.${key}`)}
            valueText={t('stats.value', { value: stats[key], max: max[key] })}
          />
        </li>
      ))}
    </ul>
  );
}
