import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { DailyResponse } from '@src/contract/daily';
import { formatVPoints } from '@src/i18n/format';
import { rememberDailyToPlay } from '@src/state/daily/daily-run';
import { DailyIslandPicture, useIslandName } from '@ui/components/daily-island-picture';
import { Icon } from '@ui/components/icon';
import { TimeLeft } from '@ui/components/time-left';
import styles from './daily.module.css';

/** How wide daily.module.css draws the picture: the panel's width on a phone, its 380 px column from 760 px. */
const PICTURE_SIZES = '(min-width: 760px) 380px, calc(100vw - 66px)';

/** Whether the next run ranks, in the player's words (only a signed-in player's first run of the day does). */
function nextRunKey(today: DailyResponse): string {
  if (today.player === null) return 'next.visitor';
  if (today.player.state === 'not-played') return 'next.ranked';
  return today.player.state === 'playing' ? 'next.practicePlaying' : 'next.practiceRanked';
}

/** Today's island: its picture and name, the time left, the player's standing, and the button that starts a run. */
export function TodayPanel({ today }: { today: DailyResponse }) {
  const { t, i18n } = useTranslation('daily');
  const navigate = useNavigate();
  const name = useIslandName(today.mapId);
  const { player } = today;
  const ranks = player?.state === 'not-played';

  const play = () => {
    rememberDailyToPlay(today.mapId);
    navigate('/play');
  };

  return (
    <section className={`paper ${styles.today}`} aria-labelledby="today-title">
      <DailyIslandPicture mapId={today.mapId} className={styles.picture} sizes={PICTURE_SIZES} priority />
      <div className={styles.todayText}>
        <h2 id="today-title" className={styles.islandName}>
          {name}
        </h2>
        <p className={styles.facts}>
          <TimeLeft until={today.endsAt} />
          <span aria-hidden="true"> · </span>
          <span>{t('players', { count: today.players })}</span>
        </p>
        {player?.state === 'ranked' && player.rank !== null && (
          <p className={styles.standing}>
            {t('standing', { rank: player.rank, score: formatVPoints(player.score ?? 0, i18n.language) })}
            {player.runId !== null && (
              <>
                {' '}
                <Link to={`/replay/${player.runId}`}>{t('watchMine')}</Link>
              </>
            )}
          </p>
        )}
        {player !== null && player.streak > 1 && (
          <p className={styles.streak}>{t('streak', { count: player.streak })}</p>
        )}
        <p className={styles.next} data-ranked={ranks}>
          <span className={styles.badge}>{t(ranks ? 'ranked' : 'practice')}</span> {t(nextRunKey(today))}
        </p>
        <div className={styles.actions}>
          <button type="button" className={`btn ${ranks ? 'btn--primary' : 'btn--sea'}`} onClick={play}>
            <Icon name="play" />
            {t(ranks ? 'playRanked' : 'playPractice')}
          </button>
          {player === null && (
            <Link to="/login" className="btn">
              {t('common:actions.login')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
