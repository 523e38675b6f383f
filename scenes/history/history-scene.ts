import type Phaser from 'phaser';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { gameStore, wrapIsland } from '@src/state/game';
import { Sea } from '../shared/sea';
import { Sky } from '../shared/sky';
import { StageScene } from '../shared/stage-scene';
import { watch } from '../shared/watch';
import { IslandCards } from './island-cards';

export const HISTORY_SCENE = 'history';

const SLIDE_MS = 420;
/** A horizontal drag longer than this (CSS pixels) is a swipe to the next island. */
const SWIPE = 48;
/** Keys that are interactive elements' own business: Enter on a focused button presses that button, not the slider. */
const INTERACTIVE = 'button, a[href], input, select, textarea, [role="button"]';

/**
 * History Mode's island slider (spec 2): five island postcards over an animated sea and sky. Arrows, swipes, taps on
 * a neighbour and ← → move it (wrapping around); Enter confirms (the gamepad is the screen's: ui/features/history). React reads the focused island and
 * shows its name, stars and the Start button; it asks for slides through `selectIsland`.
 */
export class HistoryScene extends StageScene {
  private sky!: Sky;
  private sea!: Sea;
  private cards!: IslandCards;
  private focused = 0;
  private seconds = 0;

  constructor() {
    super(HISTORY_SCENE);
  }

  protected build(): void {
    const store = gameStore.getState();
    this.focused = store.islandFocused;
    this.sky = new Sky(this, HISTORY_ISLANDS[this.focused].number);
    this.sea = new Sea(this, 1);
    this.cards = new IslandCards(this, this.focused);
    this.cards.load(this.focused, (loading) => gameStore.getState().reportIslandImageLoading(loading));

    let lastRequest = store.islandRequest?.id;
    watch(
      this,
      (state) => state.islandRequest,
      (request) => {
        if (!request || request.id === lastRequest) return;
        lastRequest = request.id;
        this.focus(request.value);
      },
    );
    watch(
      this,
      (state) => state.sliderBand,
      (_band, previous) => {
        if (previous !== undefined) this.layout();
      },
    );
    this.listenToKeys();
    this.listenToPointer();
    gameStore.getState().reportStageReady(true);
    this.events.once('shutdown', () => gameStore.getState().reportStageReady(false));
  }

  protected layout(): void {
    const { width, height } = this.view;
    const horizon = height * 0.7;
    this.sky.place(width, horizon);
    this.sea.place(horizon, height, width);
    const band = gameStore.getState().sliderBand ?? { top: height * 0.15, bottom: height * 0.62 };
    this.cards.place(width, band, this.ratio);
  }

  update(_time: number, delta: number): void {
    if (this.calm) return;
    this.seconds += delta / 1000;
    this.sea.update(delta, false);
    this.sky.drift((delta / 1000) * 6, this.view.width);
    this.cards.float(this.seconds);
  }

  private focus(index: number): void {
    const next = wrapIsland(index);
    if (next === this.focused) return;
    const direction = wrapIsland(next - this.focused) <= HISTORY_ISLANDS.length / 2 ? 1 : -1;
    this.focused = next;
    const ms = this.duration(SLIDE_MS);
    this.cards.focus(next, ms);
    this.sky.setIsland(HISTORY_ISLANDS[next].number, ms);
    this.sky.nudge(direction, this.view.width, ms);
    this.cards.load(next, (loading) => gameStore.getState().reportIslandImageLoading(loading));
    gameStore.getState().reportIslandFocused(next);
  }

  private confirm(): void {
    gameStore.getState().reportIslandConfirmed(this.focused);
  }

  private listenToKeys(): void {
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.key === 'ArrowLeft') this.focus(this.focused - 1);
      else if (event.key === 'ArrowRight') this.focus(this.focused + 1);
      else if (event.key === 'Enter' && !(event.target instanceof Element && event.target.closest(INTERACTIVE)))
        this.confirm();
    });
  }

  private listenToPointer(): void {
    let start: { x: number; y: number } | null = null;
    this.input.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      start = { x: pointer.worldX, y: pointer.worldY };
    });
    this.input.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      if (!start) return;
      const dx = pointer.worldX - start.x;
      start = null;
      if (Math.abs(dx) >= SWIPE) {
        this.focus(this.focused + (dx < 0 ? 1 : -1));
        return;
      }
      const tapped = this.cards.islandAt(pointer.worldX, pointer.worldY);
      if (tapped !== null && tapped !== this.focused) this.focus(tapped);
    });
  }
}
