import type Phaser from 'phaser';
import type { PadButton } from '@src/state/game';

/** Standard gamepad mapping: A, B and the d-pad. */
const BUTTONS: Readonly<Record<number, PadButton>> = {
  0: 'confirm',
  1: 'back',
  12: 'up',
  13: 'down',
  14: 'left',
  15: 'right',
};

/** Calls `onPress` for each press of a button the game uses, on any connected pad, while the scene runs. */
export function onPadPress(scene: Phaser.Scene, onPress: (button: PadButton) => void): void {
  const pads = scene.input.gamepad;
  if (!pads) return;
  const listener = (_pad: Phaser.Input.Gamepad.Gamepad, button: Phaser.Input.Gamepad.Button) => {
    const mapped = BUTTONS[button.index];
    if (mapped) onPress(mapped);
  };
  pads.on('down', listener);
  scene.events.once('shutdown', () => pads.off('down', listener));
}
