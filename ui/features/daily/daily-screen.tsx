import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR } from '@src/api/errors';
import { playClickOnControl } from '@src/state/audio';
import { dailyStore, useDaily } from '@src/state/daily/daily-store';
import { useSession } from '@src/state/session';
import { FailedNote } from '@ui/components/list-notes';
import { LoadingPanel } from '@ui/components/loading-panel';
import { PageSign } from '@ui/components/page-sign';
import { BoardSection } from './board-section';
import { TodayPanel } from './today-panel';
import styles from './daily.module.css';

/**
 * /daily (docs/daily.md): today's island for everyone, the button that starts a run of it (a signed-in player's first
 * of the day ranks, the rest are practice) and the boards, whose rows open the runs' replays.
 */
export function DailyScreen() {
  const { t } = useTranslation(['daily', 'history']);
  const signedIn = useSession((state) => state.token !== null);
  const today = useDaily((state) => state.today);
  const load = () => void dailyStore.getState().loadToday();
  // The boards load at once but show when today's panel has its size: below it, not pushed down by it (layout shift).
  const todayShown = today?.data != null || today?.status === 'failed';
  // Read on arrival: a run that just ended changed the player's standing.
  useEffect(() => void dailyStore.getState().loadToday(), [signedIn]);

  return (
    <div className={styles.page} onClickCapture={playClickOnControl}>
      <PageSign title={t('title')} intro={t('intro')} />
      {today?.data ? (
        <TodayPanel today={today.data} />
      ) : today?.status === 'failed' ? (
        <FailedNote
          title={t('failed')}
          reason={today.error?.code === NETWORK_ERROR ? t('offline') : (today.error?.message ?? '')}
          onRetry={load}
        />
      ) : (
        <LoadingPanel />
      )}
      <BoardSection signedIn={signedIn} hidden={!todayShown} />
    </div>
  );
}
