import { useTranslation } from 'react-i18next';
import type { Stake } from '@src/core/stakes';
import { GameIcon } from '../parts/game-icon';
import { statIconUrl } from '../parts/art';
import styles from './event.module.css';

/**
 * What an option will touch, before it is chosen (docs/game-rules.md, "Stakes"): each stat's icon with one mark for a
 * small change and two for a large one, never which way. The sentence is what assistive technology reads as part of
 * the option's name ("touches hunger, a lot; thirst, a little"); the icons say it to the eye.
 */
export function StakeMarks({ stakes }: { stakes: readonly Stake[] }) {
  const { t } = useTranslation('play');
  if (stakes.length === 0) return null;
  const parts = stakes.map(({ stat, marks }) =>
    t(marks === 2 ? 'stakes.large' : 'stakes.small', { stat: t(`stakes.stats.${stat}`) }),
  );
  return (
    <span className={styles.stakes}>
      {/* The leading space keeps the sentence apart from the option's text in its accessible name. */}
      <span className="visually-hidden">{` ${t('stakes.touches', { list: parts.join(t('stakes.separator')) })}`}</span>
      {stakes.map(({ stat, marks }) => (
        <span key={stat} className={styles.stake} data-stat={stat} data-marks={marks} aria-hidden="true">
          <GameIcon src={statIconUrl(stat)} size={22} tint={`var(--stat-${stat})`} />
          <span className={styles.stakeMark} />
          {marks === 2 && <span className={styles.stakeMark} />}
        </span>
      ))}
    </span>
  );
}
