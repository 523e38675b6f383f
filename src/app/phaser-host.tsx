import { useEffect, useRef } from 'react';
import type { Stage, StageSceneKey } from '@scenes/stage';
import { gameStore } from '@src/state/game';

/**
 * The only place React mounts Phaser (docs/architecture.md, "React and Phaser"). The Phaser chunk is imported on first use, so pages without
 * a stage never download it, and the one game of the session is created once and reused by every stage.
 */
let stage: Promise<Stage> | null = null;

function loadStage(): Promise<Stage> {
  stage ??= import('@scenes/stage').then(({ createStage }) => createStage());
  return stage;
}

/** Phaser draws with WebGL (or a 2D canvas); test environments without either never load it. */
const canDraw = () => typeof window !== 'undefined' && 'WebGLRenderingContext' in window;

/** Fills its parent with the stage running `scene`. Decorative for assistive technology: overlays carry the content. */
export function PhaserHost({ scene }: { scene: StageSceneKey }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element || !canDraw()) return;
    let detach: (() => void) | null = null;
    let cancelled = false;
    const { reportStageExpected } = gameStore.getState();
    reportStageExpected(true);
    loadStage()
      .then((loaded) => {
        if (!cancelled) detach = loaded.attach(element, scene);
      })
      .catch((error: unknown) => {
        // The screen keeps its painted backdrop; the overlays still work without the stage.
        console.error('The game stage could not start', error);
        reportStageExpected(false);
      });
    return () => {
      cancelled = true;
      detach?.();
      reportStageExpected(false);
    };
  }, [scene]);

  return <div ref={host} aria-hidden="true" style={{ position: 'absolute', inset: 0 }} />;
}
