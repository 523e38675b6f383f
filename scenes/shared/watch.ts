import type Phaser from 'phaser';
import { gameStore, type GameState } from '@src/state/game';

/**
 * The one way a scene listens to the store (docs/architecture.md, "React and Phaser"): calls `onChange` with the selected value now and
 * whenever it changes, and unsubscribes when the scene shuts down, so a stopped scene never hears the store again.
 */
export function watch<T>(
  scene: Phaser.Scene,
  select: (state: GameState) => T,
  onChange: (value: T, previous: T | undefined) => void,
): void {
  let current = select(gameStore.getState());
  onChange(current, undefined);
  const unsubscribe = gameStore.subscribe((state) => {
    const next = select(state);
    if (Object.is(next, current)) return;
    const previous = current;
    current = next;
    onChange(next, previous);
  });
  scene.events.once('shutdown', unsubscribe);
  scene.events.once('destroy', unsubscribe);
}
