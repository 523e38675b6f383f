import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR } from '@src/api/errors';
import type { BoardPeriod, BoardScope } from '@src/contract/daily';
import { boardKey, dailyStore, useDaily } from '@src/state/daily/daily-store';
import { EmptyNote, FailedNote } from '@ui/components/list-notes';
import { LoadingPanel } from '@ui/components/loading-panel';
import { BoardRows } from './board-rows';
import { TabList } from './tab-list';
import styles from './daily.module.css';

const PERIODS: readonly BoardPeriod[] = ['today', 'week', 'all'];
const SCOPES: readonly BoardScope[] = ['everyone', 'following'];

/**
 * The boards (docs/daily.md): today, this week and all time, among everyone or, for a signed-in player, among the
 * players they follow. Each shows the top 100 with the caller's own row highlighted, or pinned under it.
 */
export function BoardSection({ signedIn, hidden = false }: { signedIn: boolean; hidden?: boolean }) {
  const { t } = useTranslation('daily');
  const panelId = useId();
  const [period, setPeriod] = useState<BoardPeriod>('today');
  const [chosenScope, setScope] = useState<BoardScope>('everyone');
  const scope = signedIn ? chosenScope : 'everyone';
  // The rows render in the background, in slices the page can answer between: a board of 100 players drawn at once
  // held the page for one long task (Lighthouse's Total Blocking Time on /daily_island, issue 30).
  const board = useDeferredValue(useDaily((state) => state.boards[boardKey(period, scope)]));
  const load = () => void dailyStore.getState().loadBoard(period, scope);
  useEffect(() => void dailyStore.getState().loadBoard(period, scope), [period, scope]);

  const caption = t('board.caption', { period: t(`period.${period}`), scope: t(`scope.${scope}`) });
  return (
    <section className={`paper ${styles.boards}`} aria-labelledby="boards-title" hidden={hidden}>
      <h2 id="boards-title" className={styles.sectionTitle}>
        {t('board.title')}
      </h2>
      <div className={styles.tabRows}>
        <TabList
          label={t('period.label')}
          values={PERIODS}
          value={period}
          text={(value) => t(`period.${value}`)}
          onChange={setPeriod}
          panelId={panelId}
          className={styles.tabs}
          tabClassName={styles.tab}
        />
        {signedIn && (
          <TabList
            label={t('scope.label')}
            values={SCOPES}
            value={scope}
            text={(value) => t(`scope.${value}`)}
            onChange={setScope}
            panelId={panelId}
            className={styles.tabs}
            tabClassName={styles.tab}
          />
        )}
      </div>
      <div id={panelId} role="tabpanel" aria-label={caption} aria-busy={board?.status === 'loading'}>
        {board?.data ? (
          board.data.entries.length === 0 && board.data.me === null ? (
            <EmptyNote icon="island">{t(scope === 'following' ? 'board.emptyFollowing' : 'board.empty')}</EmptyNote>
          ) : (
            <BoardRows entries={board.data.entries} me={board.data.me} period={period} caption={caption} />
          )
        ) : board?.status === 'failed' ? (
          <FailedNote
            title={t('board.failed')}
            reason={board.error?.code === NETWORK_ERROR ? t('offline') : (board.error?.message ?? '')}
            onRetry={load}
          />
        ) : (
          <LoadingPanel />
        )}
      </div>
    </section>
  );
}
