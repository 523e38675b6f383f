import { useTranslation } from 'react-i18next';
import type { TurnBreakdown } from '@src/core/run';
import { STAT_KEYS, type StatKey, type Stats } from '@src/core/stats';
import { GameIcon } from '../parts/game-icon';
import { statIconUrl } from '../parts/art';
import styles from './event.module.css';

const signed = (amount: number) => (amount > 0 ? `+${amount}` : `−${-amount}`);

/** One list of stat chips: "❤ −12" in the stat's colour, a capped one marked ("al máximo"). */
function ChangeList({
  label,
  changes,
  capped = [],
  quiet = false,
}: {
  label: string;
  changes: Stats;
  capped?: readonly StatKey[];
  quiet?: boolean;
}) {
  const { t } = useTranslation('play');
  const moved = STAT_KEYS.filter((stat) => changes[stat] !== 0);
  if (moved.length === 0) return null;
  return (
    <ul className={`${styles.changes} ${quiet ? styles.quietChanges : ''}`} aria-label={label}>
      {moved.map((stat) => (
        <li key={stat} className={`${styles.change} ${changes[stat] < 0 ? styles.loss : styles.gain}`} data-stat={stat}>
          <GameIcon src={statIconUrl(stat)} size={quiet ? 18 : 24} tint={`var(--stat-${stat})`} />
          <span className="visually-hidden">{t(`stats.${stat}`)}</span>
          <span className={styles.changeValue}>{signed(changes[stat])}</span>
          {capped.includes(stat) && (
            <span className={styles.capped}>{t(changes[stat] > 0 ? 'event.cappedFull' : 'event.cappedEmpty')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The turn's changes told apart: first what the chosen option gives (a drink is "+20", marked when the bar was
 * already full), then, quieter, what the rest of the turn did (the day's hunger and thirst, effects, the passive).
 */
export function StatChanges({ changes }: { changes: TurnBreakdown }) {
  const { t } = useTranslation('play');
  const anyMoved = STAT_KEYS.some((stat) => changes.choice[stat] !== 0 || changes.rest[stat] !== 0);
  if (!anyMoved) return <p className={styles.noChanges}>{t('event.noChanges')}</p>;
  const restLabel = t(STAT_KEYS.some((stat) => changes.choice[stat] !== 0) ? 'event.restOfTurn' : 'event.turnOnly');
  return (
    <div className={styles.turnChanges}>
      <ChangeList label={t('event.changes')} changes={changes.choice} capped={changes.capped} />
      {STAT_KEYS.some((stat) => changes.rest[stat] !== 0) && (
        <div className={styles.restOfTurn}>
          <span aria-hidden="true">{restLabel}</span>
          <ChangeList label={restLabel} changes={changes.rest} quiet />
        </div>
      )}
    </div>
  );
}
