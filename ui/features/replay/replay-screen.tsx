import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatVPoints } from '@src/i18n/format';
import { DAILY_PATH } from '@src/state/daily/daily-run';
import { replayStore, useReplay } from '@src/state/daily/replay-store';
import { showReplayOnStage } from '@src/state/daily/replay-stage';
import { playClickOnControl } from '@src/state/audio';
import { FailedNote } from '@ui/components/list-notes';
import { LoadingPanel } from '@ui/components/loading-panel';
import { useIslandName } from '@ui/components/daily-island-picture';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { CopyLinkButton } from './copy-link-button';
import { ReplayCaption } from './replay-caption';
import { ReplayControls } from './replay-controls';
import { ReplayStats } from './replay-stats';
import { useReplayClock } from './use-replay-clock';
import styles from './replay.module.css';

/**
 * /replay/:runId (docs/daily.md): a ranked run played again on the game's stage from the server's record (the seed,
 * the character and the actions), every state re-derived by the rules of src/core. A shareable address.
 */
export function ReplayScreen({ stage }: { stage: ReactNode }) {
  const { t, i18n } = useTranslation(['daily', 'play', 'history']);
  useDocumentTitle(t('replay.title'));
  const runId = Number(useParams().runId);
  const status = useReplay((state) => state.status);
  const error = useReplay((state) => state.error);
  const replay = useReplay((state) => state.replay);
  const position = useReplay((state) => state.position);
  const load = () => void replayStore.getState().load(runId);
  useEffect(() => void replayStore.getState().load(runId), [runId]);
  useEffect(showReplayOnStage, []);
  useEffect(() => () => replayStore.getState().pause(), []);
  useReplayClock();
  const islandName = useIslandName(replay?.record.mapId ?? 0);
  const frame = replay?.frames[position];

  return (
    <div className={styles.page} onClickCapture={playClickOnControl}>
      <header className={`sign ${styles.header}`}>
        <div className={styles.heading}>
          <p className={styles.kicker}>{t('replay.title')}</p>
          <h1 className={styles.title}>
            {replay ? t('replay.of', { name: replay.record.username }) : t('replay.title')}
          </h1>
          {replay && (
            <p className={styles.meta}>
              {islandName} · {t('replay.day', { day: formatDate(`${replay.record.day}T12:00:00Z`, i18n.language) })} ·{' '}
              <strong>{t('replay.score', { score: formatVPoints(replay.record.score, i18n.language) })}</strong>
            </p>
          )}
        </div>
        <div className={styles.headerActions}>
          <CopyLinkButton />
          <Link to={DAILY_PATH} className="btn">
            {t('replay.back')}
          </Link>
        </div>
      </header>

      <div className={styles.stage}>{stage}</div>

      {replay && frame ? (
        <>
          <ReplayStats stats={frame.state.stats} max={frame.state.max} />
          <ReplayCaption replay={replay} frame={frame} />
          <ReplayControls frames={replay.frames.length} />
        </>
      ) : status === 'failed' || status === 'invalid' ? (
        <FailedNote
          title={t('replay.failed')}
          reason={status === 'invalid' ? t('replay.invalid') : (error?.message ?? '')}
          onRetry={load}
        />
      ) : (
        <LoadingPanel />
      )}
    </div>
  );
}
