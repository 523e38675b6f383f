import { useEffect, useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { experienceFor } from '@src/core/run';
import { AlertArea } from '@ui/components/alert-area';
import { useSession } from '@src/state/session';
import { gameAudio } from '@src/state/audio/engine';
import { GamePanel } from '../parts/game-panel';
import type { Ending } from '@src/state/run/ending';
import { playStore, usePlay } from '@src/state/run/play-store';
import { DailyResult } from './daily-result';
import { EndButtons } from './end-buttons';
import { EndingCard } from './ending-card';
import { StatChart } from './stat-chart';
import styles from './end.module.css';

/**
 * 'You died' and 'You won' (spec 2 and 4), once the last outcome has been read: a summary of the run (turns, a chart
 * of the stats, damage and healing, the experience the server granted), the island's ending card, and Continue to the
 * main menu beside "Volver" and "Jugar otra vez". Visitors are invited to sign up to keep their experience.
 */
export function EndDialog() {
  const { t } = useTranslation('play');
  const titleId = useId();
  const run = usePlay((state) => state.run);
  const loadedRun = usePlay((state) => state.loadedRun);
  const map = loadedRun?.map;
  const timeline = usePlay((state) => state.timeline);
  const ending = usePlay((state) => state.ending);
  const showing = usePlay((state) => state.outcome === null && state.run !== null && state.run.status !== 'playing');
  const signedIn = useSession((state) => state.token !== null);
  const died = run?.status === 'dead';
  const practice = ending?.status === 'practice';

  useEffect(() => {
    if (showing) gameAudio.play(died ? 'death' : 'reward', 0.7);
  }, [showing, died]);

  if (!showing || !run) return null;
  const total = (records: readonly { amount: number }[]) => records.reduce((sum, record) => sum + record.amount, 0);

  return (
    <GamePanel labelledBy={titleId} placement="center" modal tone={died ? 'dead' : 'won'} focusKey="end">
      <h2 id={titleId} className={styles.title}>
        {t(died ? 'end.died' : 'end.won')}
      </h2>
      <p className={styles.lead}>{t(died ? 'end.diedText' : 'end.wonText')}</p>
      {loadedRun && <EndingCard run={run} loadedRun={loadedRun} />}
      <dl className={styles.tiles} aria-label={t('end.summary')}>
        <div className={styles.tile}>
          <dt>{t('end.turns')}</dt>
          <dd>{run.completed.length}</dd>
        </div>
        <div className={`${styles.tile} ${styles.damage}`}>
          <dt>{t('end.damage')}</dt>
          <dd>{total(run.damage)}</dd>
        </div>
        <div className={`${styles.tile} ${styles.healing}`}>
          <dt>{t('end.healing')}</dt>
          <dd>{total(run.healing)}</dd>
        </div>
        <div className={`${styles.tile} ${styles.experience}`}>
          <dt>{t('end.experience')}</dt>
          <dd aria-live="polite">{experienceText(ending, t)}</dd>
        </div>
      </dl>
      {loadedRun && <DailyResult loadedRun={loadedRun} ending={ending} />}
      {ending?.status === 'sending' && (
        <p className={styles.saving} role="status">
          {t('end.sending')}
        </p>
      )}
      {practice && <p className={styles.saving}>{t('end.practice')}</p>}
      <AlertArea>
        {ending?.status === 'failed' && (
          <>
            {t('end.failed')} {ending.error?.message}{' '}
            <button type="button" className="link-button" onClick={() => playStore.getState().retryEnding()}>
              {t('end.retry')}
            </button>
          </>
        )}
      </AlertArea>
      <StatChart timeline={timeline} max={run.max} />
      {!signedIn && !practice && (
        <div className={styles.visitor}>
          <p>{t('end.visitor', { exp: map ? experienceFor(run, map) : 0 })}</p>
          <Link to="/register" className="btn btn--sea">
            {t('common:actions.register')}
          </Link>
          <Link to="/login" className="btn">
            {t('common:actions.login')}
          </Link>
        </div>
      )}
      <EndButtons />
    </GamePanel>
  );
}

/** The experience tile: what the server granted, a dash for a practice run, an ellipsis while it is being saved. */
function experienceText(ending: Ending | null, t: TFunction<'play'>): string {
  if (ending?.status === 'done') return t('end.experienceValue', { exp: ending.experience ?? 0 });
  return ending?.status === 'practice' ? '—' : '…';
}
