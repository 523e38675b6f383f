import { useTranslation } from 'react-i18next';
import { STAT_KEYS, type Stats } from '@src/core/stats';
import { GameIcon } from '../parts/game-icon';
import { statIconUrl } from '../parts/art';
import styles from './event.module.css';

/** The turn's net change of each stat that moved: "❤ −12" in the stat's colour. */
export function StatChanges({ changes }: { changes: Stats }) {
  const { t } = useTranslation('play');
  const moved = STAT_KEYS.filter((stat) => changes[stat] !== 0);
  if (moved.length === 0) return <p className={styles.noChanges}>{t('event.noChanges')}</p>;
  return (
    <ul className={styles.changes} aria-label={t('event.changes')}>
      {moved.map((stat) => (
        <li key={stat} className={`${styles.change} ${changes[stat] < 0 ? styles.loss : styles.gain}`} data-stat={stat}>
          <GameIcon src={statIconUrl(stat)} size={24} tint={`var(--stat-${stat})`} />
          <span className="visually-hidden">{t(`stats.${stat}`)}</span>
          <span className={styles.changeValue}>{changes[stat] > 0 ? `+${changes[stat]}` : `−${-changes[stat]}`}</span>
        </li>
      ))}
    </ul>
  );
}
