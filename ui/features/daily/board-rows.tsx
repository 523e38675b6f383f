import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BoardEntry, BoardPeriod } from '@src/contract/daily';
import { formatVPoints } from '@src/i18n/format';
import { Avatar } from '@ui/components/avatar';
import styles from './daily.module.css';

interface BoardRowsProps {
  entries: readonly BoardEntry[];
  /** The caller's own row, pinned under the top when it is not among it. */
  me: BoardEntry | null;
  period: BoardPeriod;
  caption: string;
}

/** A board's top 100 as a table: rank, player (a link to the run's replay), score, and runs added for week and all time. */
export function BoardRows({ entries, me, period, caption }: BoardRowsProps) {
  const { t } = useTranslation('daily');
  const pinned = me !== null && !entries.some((entry) => entry.bestRunId === me.bestRunId && entry.rank === me.rank);
  const showRuns = period !== 'today';
  return (
    <table className={styles.board}>
      <caption className="visually-hidden">{caption}</caption>
      {/* Fixed widths for rank, score and runs: the player's column takes the rest and shortens long names. */}
      <colgroup>
        <col className={styles.rankColumn} />
        <col />
        <col className={styles.scoreColumn} />
        {showRuns && <col className={styles.runsColumn} />}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('board.rank')}</th>
          <th scope="col">{t('board.player')}</th>
          <th scope="col">{t('board.score')}</th>
          {showRuns && <th scope="col">{t('board.runs')}</th>}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <Row
            key={`${entry.rank}-${entry.username}`}
            entry={entry}
            mine={entry.username === me?.username}
            showRuns={showRuns}
          />
        ))}
        {pinned && (
          <>
            <tr className={styles.gap} aria-hidden="true">
              <td colSpan={showRuns ? 4 : 3}>⋯</td>
            </tr>
            <Row entry={me} mine showRuns={showRuns} />
          </>
        )}
      </tbody>
    </table>
  );
}

function Row({ entry, mine, showRuns }: { entry: BoardEntry; mine: boolean; showRuns: boolean }) {
  const { t, i18n } = useTranslation('daily');
  return (
    <tr className={mine ? styles.mine : undefined} aria-current={mine ? 'true' : undefined}>
      <td className={styles.rank}>{entry.rank}</td>
      <td>
        <Link
          to={`/replay/${entry.bestRunId}`}
          className={styles.player}
          aria-label={t('board.watch', { name: entry.username })}
        >
          <Avatar name={entry.username} picture={entry.picture} size="small" decorative />
          <span className={styles.playerName}>{entry.username}</span>
          {mine && <span className={styles.you}>{t('board.you')}</span>}
        </Link>
      </td>
      <td className={styles.score}>{formatVPoints(entry.score, i18n.language)}</td>
      {showRuns && <td className={styles.runs}>{entry.runs}</td>}
    </tr>
  );
}
