import Phaser from 'phaser';
import { palette } from '@src/core/palette';
import { GACHA_SCENE, GachaScene } from './gacha/gacha-scene';
import { HISTORY_SCENE, HistoryScene } from './history/history-scene';
import { PLAY_SCENE, PlayScene } from './play/play-scene';
import { PIXEL_RATIO } from './shared/stage-scene';

export type StageSceneKey = typeof HISTORY_SCENE | typeof PLAY_SCENE | typeof GACHA_SCENE;

export interface Stage {
  /** Puts the canvas into `host`, sized to it, and runs `scene` alone; the returned function takes it out again. */
  attach(host: HTMLElement, scene: StageSceneKey): () => void;
}

const SCENES: readonly StageSceneKey[] = [HISTORY_SCENE, PLAY_SCENE, GACHA_SCENE];
/** Beyond twice the CSS resolution phones gain nothing visible and pay in fill rate. */
const MAX_PIXEL_RATIO = 2;

/**
 * The one Phaser game of the session (docs/architecture.md, "React and Phaser"). It lives in a detached root element that the React host
 * moves into whichever screen shows a stage; the canvas is drawn at device resolution (up to 2×) and shown at CSS
 * size. The loop sleeps while no screen shows it.
 */
export function createStage(): Stage {
  const root = document.createElement('div');
  root.style.cssText = 'position:absolute;inset:0;overflow:hidden;touch-action:none;';
  const game = new Phaser.Game({
    type: rendererType(),
    parent: root,
    width: 320,
    height: 240,
    scale: { mode: Phaser.Scale.NONE },
    backgroundColor: palette.seaDeep,
    banner: false,
    autoFocus: false,
    audio: { noAudio: true },
    input: { keyboard: true, gamepad: false },
  });
  game.scene.add(HISTORY_SCENE, HistoryScene, false);
  game.scene.add(PLAY_SCENE, PlayScene, false);
  game.scene.add(GACHA_SCENE, GachaScene, false);

  let size = { width: 0, height: 0, ratio: 0 };
  const fit = (host: HTMLElement) => {
    const ratio = Math.min(MAX_PIXEL_RATIO, window.devicePixelRatio || 1);
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    if (width === size.width && height === size.height && ratio === size.ratio) return;
    size = { width, height, ratio };
    game.registry.set(PIXEL_RATIO, ratio);
    game.scale.setZoom(1 / ratio);
    game.scale.resize(Math.round(width * ratio), Math.round(height * ratio));
    // At a zoom of 1 Phaser leaves the CSS size alone: set it, then let input measure the canvas again.
    game.canvas.style.width = `${width}px`;
    game.canvas.style.height = `${height}px`;
    game.scale.updateBounds();
  };
  const whenBooted = (run: () => void) => (game.isBooted ? run() : game.events.once(Phaser.Core.Events.READY, run));

  return {
    attach(host, scene) {
      host.appendChild(root);
      const observer = new ResizeObserver(() => whenBooted(() => fit(host)));
      observer.observe(host);
      let attached = true;
      whenBooted(() => {
        if (!attached) return;
        fit(host);
        for (const other of SCENES) if (other !== scene && game.scene.isActive(other)) game.scene.stop(other);
        game.scene.start(scene);
        game.loop.wake();
      });
      return () => {
        attached = false;
        observer.disconnect();
        if (game.isBooted) game.scene.stop(scene);
        if (root.parentElement === host) host.removeChild(root);
        // Another screen may have taken the canvas already (React mounts the next screen before this cleanup runs).
        if (game.isBooted && !root.isConnected) game.loop.sleep();
      };
    },
  };
}

/**
 * WebGL on a graphics card; a 2D canvas where WebGL is only emulated on the CPU (SwiftShader, llvmpipe: machines
 * without a usable GPU, headless browsers). There every WebGL frame is read back for the compositor, which made the
 * stage several times slower than drawing it with the 2D canvas in the first place.
 */
function rendererType(): number {
  const probe = document.createElement('canvas').getContext('webgl');
  if (!probe) return Phaser.CANVAS;
  const info = probe.getExtension('WEBGL_debug_renderer_info');
  const renderer = info ? String(probe.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  probe.getExtension('WEBGL_lose_context')?.loseContext();
  return /swiftshader|llvmpipe|softpipe|software/i.test(renderer) ? Phaser.CANVAS : Phaser.WEBGL;
}
