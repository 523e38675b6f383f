import { useStore } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@ui/components/icon';
import { preparePlaytest } from '@src/state/playtest';
import styles from './toolbar.module.css';
import { editorStore } from '@src/state/editor/store';

/** Plays the map in the game screen: from the start, or from the one event selected on the canvas. */
export function PlaytestButtons({ mapId }: { mapId: number }) {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A string, so dragging (which changes nodes every frame) does not re-render the toolbar.
  const selected = useStore((state) =>
    state.nodes
      .filter((node) => node.selected)
      .map((node) => node.id)
      .join(' '),
  );
  const single = selected !== '' && !selected.includes(' ') ? Number(selected) : null;

  const play = (fromEventId: number | null) => {
    preparePlaytest(mapId, fromEventId, pathname);
    void editorStore
      .getState()
      .flushPositions()
      .finally(() => navigate('/play'));
  };

  return (
    <div className={styles.group}>
      <button
        type="button"
        className={`btn btn--palm ${styles.toolButton}`}
        onClick={() => play(null)}
        title={t('toolbar.playtestHint')}
      >
        <Icon name="play" size={20} />
        <span className={styles.toolText}>{t('toolbar.playtest')}</span>
      </button>
      {single !== null && (
        <button
          type="button"
          className={`btn btn--palm ${styles.toolButton}`}
          onClick={() => play(single)}
          title={t('toolbar.playtestFrom', { id: single })}
        >
          <span className={styles.toolText}>{t('toolbar.playtestFrom', { id: single })}</span>
          <span className={styles.narrowOnly} aria-hidden="true">
            #{single}
          </span>
        </button>
      )}
    </div>
  );
}
