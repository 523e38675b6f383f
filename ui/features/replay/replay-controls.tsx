import { useTranslation } from 'react-i18next';
import { REPLAY_SPEEDS, replayStore, useReplay } from '@src/state/daily/replay-store';
import { Icon } from '@ui/components/icon';
import styles from './replay.module.css';

/** Play, pause, step, back to the start and the speed (1×, 2×, 4×) of the replay. */
export function ReplayControls({ frames }: { frames: number }) {
  const { t } = useTranslation('daily');
  const playing = useReplay((state) => state.playing);
  const speed = useReplay((state) => state.speed);
  const position = useReplay((state) => state.position);
  const { play, pause, step, restart, setSpeed } = replayStore.getState();
  const atEnd = position >= frames - 1;

  return (
    <div className={styles.controls} role="group" aria-label={t('replay.controls')}>
      <button type="button" className="btn" onClick={restart} disabled={position === 0}>
        <Icon name="undo" />
        <span className={styles.controlText}>{t('replay.restart')}</span>
      </button>
      {playing ? (
        <button type="button" className="btn btn--primary" onClick={pause}>
          <span aria-hidden="true" className={styles.pauseIcon} />
          {t('replay.pause')}
        </button>
      ) : (
        <button type="button" className="btn btn--primary" onClick={play}>
          <Icon name="play" />
          {t('replay.play')}
        </button>
      )}
      <button type="button" className="btn" onClick={step} disabled={atEnd}>
        <Icon name="chevronRight" />
        <span className={styles.controlText}>{t('replay.stepForward')}</span>
      </button>
      <div className={styles.speeds} role="radiogroup" aria-label={t('replay.speed')}>
        {REPLAY_SPEEDS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={speed === value}
            className={styles.speed}
            onClick={() => setSpeed(value)}
          >
            {value}×
          </button>
        ))}
      </div>
      <p className={styles.counter} aria-live="off">
        {t('replay.step', { step: position + 1, total: frames })}
      </p>
    </div>
  );
}
