import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { gameStore, rememberMapToPlay, useGame, wrapIsland } from '@src/state/game';
import { resumeRunOnPlay } from '@src/state/run/run-in-progress';
import { unfinishedRunsStore, useUnfinishedRuns } from '@src/state/run/unfinished-runs';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { usePadIntent } from '@ui/hooks/use-pad-intent';
import { playClickOnControl } from '@src/state/audio';
import { IslandPanel } from './island-panel';
import { useSliderBand } from './use-slider-band';
import styles from './history.module.css';

/**
 * History Mode (/history, spec 2): the island slider is a Phaser scene (`stage`); this screen lays the text over it:
 * the title, the arrows, and the focused island's name, stars and Start button. Start stores the map number
 * (index + 1) as `mapa` and goes to /play; the 4th and 5th islands cannot be started. On a gamepad ← → (d-pad or
 * stick) slide the islands and A starts the one in front, unless a button has the focus (A presses it).
 */
export function HistoryScreen({ stage }: { stage: ReactNode }) {
  const { t } = useTranslation('history');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const focused = useGame((state) => state.islandFocused);
  const header = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const band = useSliderBand(header, panel);
  const loading = useGame((state) => state.islandImageLoading || (state.stageExpected && !state.stageReady));
  // The focused island's newest unfinished run, offered beside Start (which starts a new one).
  const unfinished = useUnfinishedRuns((state) =>
    state.runs.find((run) => run.mapId === HISTORY_ISLANDS[focused].number),
  );
  useEffect(() => void unfinishedRunsStore.getState().load(), []);

  const select = (index: number) => {
    const game = gameStore.getState();
    game.selectIsland(index);
    // Without a running stage (still loading, or no WebGL) the overlay is the slider itself.
    if (!game.stageReady) game.reportIslandFocused(index);
  };

  usePadIntent((intent) => {
    if (intent === 'left' || intent === 'right') select(wrapIsland(focused + (intent === 'left' ? -1 : 1)));
    else if (intent === 'confirm' && !document.activeElement?.closest('button, a[href]'))
      startIsland(focused, navigate);
    else return false;
    return true;
  });

  // Enter on the slider: the scene reports it, the screen starts the island.
  useEffect(() => {
    let seen = gameStore.getState().islandConfirmed?.id;
    return gameStore.subscribe(({ islandConfirmed }) => {
      if (!islandConfirmed || islandConfirmed.id === seen) return;
      seen = islandConfirmed.id;
      startIsland(islandConfirmed.value, navigate);
    });
  }, [navigate]);

  return (
    <div className={styles.screen} onClickCapture={playClickOnControl}>
      <div className={styles.stage}>{stage}</div>
      <header ref={header} className={`sign ${styles.header}`}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
      <div className={styles.arrows} style={band ? { top: (band.top + band.bottom) / 2 } : undefined}>
        <button
          type="button"
          className={`btn btn--sea ${styles.arrow}`}
          onClick={() => select(wrapIsland(focused - 1))}
          aria-label={t('previous')}
        >
          <ArrowIcon direction="left" />
        </button>
        <button
          type="button"
          className={`btn btn--sea ${styles.arrow}`}
          onClick={() => select(wrapIsland(focused + 1))}
          aria-label={t('next')}
        >
          <ArrowIcon direction="right" />
        </button>
      </div>
      <div ref={panel} className={styles.panelSlot}>
        <IslandPanel
          focused={focused}
          loading={loading}
          onSelect={select}
          onStart={() => startIsland(focused, navigate)}
          onResume={
            unfinished &&
            (() => {
              resumeRunOnPlay(unfinished, '/history');
              navigate('/play');
            })
          }
        />
      </div>
    </div>
  );
}

/** Stores the chosen map number (index + 1) and goes to the game; locked islands do nothing. */
function startIsland(index: number, navigate: NavigateFunction): void {
  const island = HISTORY_ISLANDS[index];
  if (!island.playable) return;
  rememberMapToPlay(island.number, '/history');
  navigate('/play');
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="30"
      height="30"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
