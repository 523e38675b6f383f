import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame, type StageRect } from '@src/state/game';
import { playStore, usePlay } from '@src/state/run/play-store';
import styles from './hud.module.css';

const boxOf = (rect: StageRect | undefined): CSSProperties | undefined =>
  rect && { left: rect.x, top: rect.y, width: rect.width, height: rect.height };

/**
 * Buttons over what the stage draws (the scene reports where): the portrait opens the character popup, the bottle
 * draws an event. They carry the labels, the focus ring and the keyboard; the pictures are the scene's.
 */
export function StageButtons() {
  const { t } = useTranslation('play');
  const layout = useGame((state) => state.layout);
  const character = usePlay((state) => state.loadedRun?.character);
  const level = usePlay((state) => state.loadedRun?.level ?? 1);
  const bottleReady = usePlay(
    (state) => state.run?.status === 'playing' && state.run.current === null && state.outcome === null,
  );
  const placed = layout ? styles.placed : styles.unplaced;
  if (!character) return null;

  return (
    <div className={styles.stageButtons}>
      <button
        type="button"
        className={`${styles.portrait} ${placed}`}
        style={boxOf(layout?.portrait)}
        data-tour="character"
        aria-label={t('actions.character', { name: character.name })}
        onClick={() => playStore.getState().openMenu('character')}
      >
        <span className={styles.namePlate} aria-hidden="true">
          {character.name}
          <span className={styles.namePlateLevel}>{t('character.level', { level })}</span>
        </span>
      </button>
      {bottleReady && (
        <button
          type="button"
          className={`${styles.bottle} ${placed}`}
          style={boxOf(layout?.bottle)}
          data-tour="bottle"
          data-bottle
          onClick={() => playStore.getState().draw()}
        >
          <span className={styles.bottleTag}>
            {t('actions.bottle')}
            <kbd className={styles.key} aria-hidden="true">
              ↵
            </kbd>
          </span>
        </button>
      )}
    </div>
  );
}
