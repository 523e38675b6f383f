import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedMapId, useGame } from '@src/state/game';
import { useSession } from '@src/state/session';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { PadHint } from '@ui/components/pad-hint';
import { usePad } from '@src/state/pad/pad-store';
import { playClickOnControl } from '@src/state/audio';
import { useGameKeys } from './controls/use-game-keys';
import { BackpackDialog } from './dialogs/backpack-dialog';
import { CharacterDialog } from './dialogs/character-dialog';
import { ExitDialog } from './dialogs/exit-dialog';
import { MusicMenu } from './dialogs/music-menu';
import { EndDialog } from './end/end-dialog';
import { EventPanel } from './event/event-panel';
import { ActionBar } from './hud/action-bar';
import { CaughtUpNotice } from './hud/caught-up-notice';
import { DangerVignette } from './hud/danger-vignette';
import { StageButtons } from './hud/stage-buttons';
import { StatsBar } from './hud/stats-bar';
import { LoadingScreen } from './loading-screen';
import { playStore, usePlay } from '@src/state/run/play-store';
import { showRunOnStage } from '@src/state/run/stage-direction';
import { forgetOpeningEvent, storedOpeningEvent } from '@src/state/playtest';
import { useGameMusic } from './stage/use-game-music';
import { Tutorial } from './tutorial/tutorial';
import { useTutorialAutoStart } from './tutorial/use-tutorial-auto-start';
import styles from './play.module.css';

/**
 * The game screen (/play, spec 2 and 4). The Phaser `stage` draws the island, the portrait and the bottle; this screen
 * lays the text and controls over it and runs the rules (src/core) seeded by the server, recording every action for
 * /play/endGame.
 */
export function PlayScreen({ stage }: { stage: ReactNode }) {
  // History Mode's texts name the island on the end popup's card, and the report form's are the menus' (a community
  // map's): loaded with the screen's, never mid-run.
  const { t } = useTranslation(['play', 'history', 'moderation']);
  useDocumentTitle(t('title'));
  const screen = useRef<HTMLDivElement>(null);
  const selectedCharacter = useSession((state) => state.selectedCharacter);
  const status = usePlay((state) => state.status);
  const loaded = usePlay((state) => state.loaded);
  const error = usePlay((state) => state.error);
  const waitsForStage = useGame((state) => state.stageExpected);
  const stageReady = useGame((state) => state.stageReady);
  const backdrop = useGame((state) => state.stageBackdrop);
  const padConnected = usePad((state) => state.connected);
  // On phones the pad's hint stands beside the bottle, level with its top: clear of the bottle's label below it.
  const bottleTop = useGame((state) => state.layout?.bottle.y);

  // A playtest's opening event is read once, so a retry after a failed load opens it too, and then forgotten so the
  // next run draws from the bottle again.
  const [openingEventId] = useState(storedOpeningEvent);
  const start = useCallback(
    () => void playStore.getState().start(selectedMapId(), selectedCharacter, openingEventId),
    [selectedCharacter, openingEventId],
  );
  useEffect(() => {
    forgetOpeningEvent();
    start();
  }, [start]);
  useEffect(showRunOnStage, []);
  useGameMusic();
  useGameKeys(screen);
  useTutorialAutoStart();

  const showing = status === 'ready' && (!waitsForStage || stageReady);
  const parts = stageReady ? [...loaded, 'stage' as const] : loaded;

  return (
    <div ref={screen} className={styles.screen} onClickCapture={playClickOnControl}>
      {/* The picture the stage drew, as a fact anyone can read (the journeys check the island's). */}
      <div className={styles.stage} data-backdrop={backdrop ?? undefined}>
        {stage}
      </div>
      {showing ? (
        <>
          <DangerVignette />
          <StatsBar />
          <CaughtUpNotice />
          <StageButtons />
          <ActionBar />
          {padConnected && (
            <PadHint
              className={styles.padHint}
              style={bottleTop === undefined ? undefined : ({ '--bottle-top': `${bottleTop}px` } as CSSProperties)}
              extra={[
                { glyph: 'X', label: t('pad.bottle') },
                { glyph: 'Y', label: t('pad.backpack') },
              ]}
            />
          )}
          <EventPanel />
          <EndDialog />
          <BackpackDialog />
          <CharacterDialog />
          <ExitDialog />
          <MusicMenu onTutorial={() => playStore.getState().showTutorial(0)} />
          <Tutorial />
        </>
      ) : (
        <LoadingScreen
          loaded={parts}
          waitsForStage={waitsForStage}
          error={status === 'failed' ? error : null}
          onRetry={start}
        />
      )}
    </div>
  );
}
