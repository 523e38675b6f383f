import { STAT_KEYS, type StatKey, type Stats } from '@src/core/stats';
import styles from './character-tile.module.css';

interface StatRowProps {
  stats: Stats;
  /** The four stat names in the interface's language. */
  labels: Readonly<Record<StatKey, string>>;
  /** When given, each stat reads "before → after" (a level-up's preview). */
  before?: Stats;
  label: string;
}

/** A character's four stats, each with its icon and colour (ART-DIRECTION: the stat colours used everywhere). */
export function StatRow({ stats, labels, before, label }: StatRowProps) {
  return (
    <dl className={styles.stats} aria-label={label}>
      {STAT_KEYS.map((key) => (
        <div key={key} className={styles.stat} data-stat={key}>
          <dt>
            <img src={`/assets/icons/stats/${key}.webp`} alt="" width={22} height={22} />
            <span className="visually-hidden">{labels[key]}</span>
          </dt>
          <dd>
            {before && before[key] !== stats[key] && (
              <>
                <span className={styles.before}>{before[key]}</span>
                <span aria-hidden="true"> → </span>
              </>
            )}
            <span className={before ? styles.after : undefined}>{stats[key]}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
