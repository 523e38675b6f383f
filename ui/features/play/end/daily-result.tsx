import { useTranslation } from 'react-i18next';
import type { LoadedRun } from '@src/state/run/loaded-run';
import type { Ending } from '@src/state/run/ending';
import styles from './end.module.css';

/**
 * The daily island's line on the end popup: a ranked run's score and rank on today's board (the server's replay
 * computed both), or that a practice run does not rank. Nothing for any other run.
 */
export function DailyResult({ loadedRun, ending }: { loadedRun: LoadedRun; ending: Ending | null }) {
  const { t } = useTranslation('play');
  if (!loadedRun.daily) return null;
  if (loadedRun.daily.ranked === false) return <p className={styles.daily}>{t('end.dailyPractice')}</p>;
  if (!ending?.daily) return null;
  return (
    <p className={`${styles.daily} ${styles.dailyRanked}`}>
      {t('end.dailyRanked', { score: ending.daily.score, rank: ending.daily.rank })}
    </p>
  );
}
