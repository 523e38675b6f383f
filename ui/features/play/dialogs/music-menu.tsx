import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { audioStore, useAudio } from '@src/state/audio';
import { Dialog } from '@ui/components/dialog';
import { ReportButton } from '@ui/components/report-button';
import { useSession } from '@src/state/session';
import { playStore, usePlay } from '@src/state/run/play-store';
import styles from './dialogs.module.css';

/**
 * The music menu (spec 2): replay the tutorial, mute, and the music volume from 0 to 1; on another player's map, the
 * way to report it (docs/moderation.md).
 */
export function MusicMenu({ onTutorial }: { onTutorial(): void }) {
  const { t } = useTranslation('play');
  const slider = useId();
  const open = usePlay((state) => state.menu === 'music');
  const muted = useAudio((state) => state.muted);
  const volume = useAudio((state) => state.volume);
  const reportedMap = usePlay((state) => (state.loadedRun?.reportable ? state.loadedRun.mapId : null));
  const signedIn = useSession((state) => state.token !== null);
  const close = () => playStore.getState().closeMenu();

  return (
    <Dialog open={open} title={t('music.title')} onClose={close}>
      <div className={styles.music}>
        <button
          type="button"
          className="btn btn--sea btn--block"
          onClick={() => {
            close();
            onTutorial();
          }}
        >
          {t('music.tutorial')}
        </button>
        <button
          type="button"
          className="btn btn--block"
          aria-pressed={muted}
          onClick={() => audioStore.getState().setMuted(!muted)}
        >
          {t(muted ? 'music.unmute' : 'music.mute')}
        </button>
        <div className={styles.volume}>
          <label htmlFor={slider}>{t('music.volume')}</label>
          <input
            id={slider}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            disabled={muted}
            aria-valuetext={t('music.volumeValue', { percent: Math.round(volume * 100) })}
            onChange={(event) => audioStore.getState().setVolume(Number(event.target.value))}
          />
          <output htmlFor={slider}>{t('music.volumeValue', { percent: Math.round(volume * 100) })}</output>
        </div>
        {reportedMap !== null && (
          <ReportButton
            targetKinds={['map']}
            targetId={reportedMap}
            subject={t('report.thisMap')}
            title={t('report.title')}
            signedIn={signedIn}
            className="btn btn--block"
          />
        )}
      </div>
    </Dialog>
  );
}
