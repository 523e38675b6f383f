import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DailyResponse } from '@src/contract/daily';
import { formatVPoints } from '@src/i18n/format';
import { playClick } from '@src/state/audio';
import { DAILY_PATH } from '@src/state/daily/daily-run';
import { dailyStore, useDaily } from '@src/state/daily/daily-store';
import { useSession } from '@src/state/session';
import { DailyIslandPicture, useIslandName } from '@ui/components/daily-island-picture';
import { TimeLeft } from '@ui/components/time-left';
import styles from './daily-card.module.css';

/**
 * "Isla del día" on the title screen (docs/daily.md): today's island, the time left, and where the player stands (to
 * play, a ranked run under way, or their rank and score). Visitors see it too: their runs are practice. Leads to /daily.
 */
export function DailyCard() {
  const { t } = useTranslation('menu');
  const signedIn = useSession((state) => state.token !== null);
  const today = useDaily((state) => state.today);
  // Signing in or out changes where the player stands.
  useEffect(() => void dailyStore.getState().loadToday(), [signedIn]);

  return (
    <section className={styles.card} aria-labelledby="daily-card-title">
      <h2 id="daily-card-title" className={styles.kicker}>
        {t('daily.title')}
      </h2>
      {today?.data ? (
        <TodayLink today={today.data} />
      ) : today?.status === 'failed' ? (
        <p className={styles.problem} role="alert">
          {t('daily.failed')}{' '}
          <button type="button" className="link-button" onClick={() => void dailyStore.getState().loadToday()}>
            {t('common:actions.retry')}
          </button>
        </p>
      ) : (
        <p className={styles.waiting} role="status">
          {t('common:loading')}
        </p>
      )}
    </section>
  );
}

function TodayLink({ today }: { today: DailyResponse }) {
  const { t, i18n } = useTranslation('menu');
  const name = useIslandName(today.mapId);
  const player = today.player;
  const standing =
    player === null
      ? t('daily.visitor')
      : player.state === 'ranked' && player.rank !== null
        ? t('daily.ranked', { rank: player.rank, score: formatVPoints(player.score ?? 0, i18n.language) })
        : t(player.state === 'playing' ? 'daily.playing' : 'daily.notPlayed');
  return (
    <Link to={DAILY_PATH} className={styles.link} onClick={playClick}>
      <DailyIslandPicture mapId={today.mapId} className={styles.picture} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <TimeLeft until={today.endsAt} className={styles.time} />
        <span className={styles.standing} data-state={player?.state ?? 'visitor'}>
          {standing}
        </span>
      </span>
    </Link>
  );
}
