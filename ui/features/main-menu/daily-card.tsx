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
 * play, a ranked run under way, or their rank and score). A visitor's first page makes no call at all (it would bring
 * the HTTP client into the first page's budget: docs/architecture.md, "Budgets"), so visitors get an invitation to
 * /daily_island, which shows today's island, instead. Leads to the daily's screen.
 */
export function DailyCard() {
  const { t } = useTranslation('menu');
  const signedIn = useSession((state) => state.token !== null);
  return (
    <section className={styles.card} aria-labelledby="daily-card-title">
      <h2 id="daily-card-title" className={styles.kicker}>
        {t('daily.title')}
      </h2>
      {signedIn ? (
        <PlayersDaily />
      ) : (
        <Link to={DAILY_PATH} className={styles.link} onClick={playClick}>
          <span className={styles.text}>
            <span className={styles.name}>{t('daily.invite')}</span>
            <span className={styles.standing} data-state="visitor">
              {t('daily.visitor')}
            </span>
          </span>
        </Link>
      )}
    </section>
  );
}

/** A signed-in player's card: today's island as the server answers it. */
function PlayersDaily() {
  const { t } = useTranslation('menu');
  const today = useDaily((state) => state.today);
  useEffect(() => void dailyStore.getState().loadToday(), []);
  return (
    <>
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
    </>
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
      <DailyIslandPicture mapId={today.mapId} className={styles.picture} sizes="112px" />
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
