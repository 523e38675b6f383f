import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Rarity } from '@src/core/rarity';
import type { PassiveTrigger } from '@src/core/run';
import type { StatKey } from '@src/core/stats';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { STORAGE_KEYS } from './storage-keys';
import { rememberRunOrigin } from './run/run-origin';

/**
 * The bridge between React and the Phaser scenes (docs/architecture.md, "React and Phaser"). React and the stores write intents (selectIsland,
 * showStage, cue); scenes report facts (islandFocused, stageReady, layout). A one-shot for a scene (a damage shake,
 * the bottle popping open) is a cue with an id that the scene acknowledges once played. Nothing here changes every
 * frame, and no Scene or Game object is ever stored.
 */

/**
 * Remembers the map /play will play (spec 3: mapa) and the path of the screen starting it (`origin`, where the end
 * popup's "Volver" leads); History Mode, Online Mode, the player's maps and the map editor call it.
 */
export function rememberMapToPlay(mapId: number, origin: string): void {
  localStorage.setItem(STORAGE_KEYS.mapToPlay, String(mapId));
  // A map chosen anywhere is played as itself, not as the daily island (src/state/daily/daily-run.ts).
  localStorage.removeItem(STORAGE_KEYS.dailyRun);
  // A new run: /play no longer continues the one in progress (src/state/run/run-in-progress.ts).
  localStorage.removeItem(STORAGE_KEYS.runInProgress);
  rememberRunOrigin(origin);
}

/** The map the game screen plays: the stored mapa, Beach Island when there is none (or it is damaged). */
export function selectedMapId(): number {
  const value = Number(localStorage.getItem(STORAGE_KEYS.mapToPlay));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** A box on the stage in CSS pixels, relative to the stage's top-left corner. */
export interface StageRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where the play scene drew what React covers with accessible buttons. */
export interface StageLayout {
  readonly portrait: StageRect;
  readonly bottle: StageRect;
}

export interface SliderBand {
  readonly top: number;
  readonly bottom: number;
}

export type BottleState = 'hidden' | 'ready' | 'open';

/** What the play stage shows; React sets it from the run. */
export interface StageContent {
  /** History island number (1–5) for the weather and palette; community maps use 1. */
  readonly island: number;
  /** The map's picture; null until the run's map is known (nothing is drawn before, not even a default island). */
  readonly imageUrl: string | null;
  readonly skin: string | null;
  readonly portraitSuffix: string;
  readonly bottle: BottleState;
}

/**
 * One-shots for the play scene, written by the play store's steps (src/state/run/stage-cues.ts). Amounts are positive
 * points per stat; a passive cue names the moment and the scene floats its translated label.
 */
export type CueBody =
  | { readonly kind: 'damage' | 'heal'; readonly amounts: Partial<Record<StatKey, number>> }
  | { readonly kind: 'passive'; readonly trigger: PassiveTrigger['kind'] };
export type StageCue = CueBody & { readonly id: number };

interface Nonce<T> {
  readonly id: number;
  readonly value: T;
}

export interface GameState {
  readonly reducedMotion: boolean;
  // History slider
  readonly islandFocused: number;
  readonly islandImageLoading: boolean;
  readonly islandRequest: Nonce<number> | null;
  readonly islandConfirmed: Nonce<number> | null;
  /** The free band between the overlays (CSS pixels from the top) where the slider's cards go. */
  readonly sliderBand: SliderBand | null;
  // Play stage
  readonly stage: StageContent;
  readonly cues: readonly StageCue[];
  readonly stageReady: boolean;
  /** The address of the picture the play scene has drawn as its backdrop (`painted:<island>` for a painting). */
  readonly stageBackdrop: string | null;
  /** The host is bringing a stage up (false where Phaser cannot run): screens wait for stageReady only then. */
  readonly stageExpected: boolean;
  readonly layout: StageLayout | null;
  // Gacha reveal
  /** The roll the gacha scene is revealing: the rarity the server drew, with an id the scene reports back. */
  readonly roll: Nonce<Rarity> | null;
  /** The id of the last roll whose rarity the scene has opened (the shuffle is over, the light is out). */
  readonly rollShown: number | null;
  /** The id of the last roll the scene has finished revealing. */
  readonly rollRevealed: number | null;
  /** The last id given to a nonce or a cue. */
  readonly lastId: number;

  /** Intent: slide the island slider to this index (wraps around). */
  selectIsland(index: number): void;
  /** Intent: lay the slider's cards between the title and the island's note. */
  placeSlider(band: SliderBand): void;
  /** Intent: what the play stage shows. */
  showStage(changes: Partial<StageContent>): void;
  /** Intent: a one-shot for the play scene. */
  cue(cue: CueBody): void;
  /** Intent: a fresh stage for a new run (no cues, nothing loaded). */
  resetStage(): void;
  /** Intent: reveal a roll of this rarity on the gacha stage; returns the id `rollRevealed` will carry. */
  startRoll(rarity: Rarity): number;
  /** Intent: no roll to reveal (the gacha screen is leaving), so a later visit never replays an old one. */
  clearRoll(): void;

  /** Fact from the host: a stage is (or is no longer) on its way. */
  reportStageExpected(expected: boolean): void;
  reportIslandFocused(index: number): void;
  reportIslandImageLoading(loading: boolean): void;
  /** Fact: the player confirmed the island on the slider (Enter or A). */
  reportIslandConfirmed(index: number): void;
  reportStageReady(ready: boolean): void;
  reportStageBackdrop(picture: string | null): void;
  reportLayout(layout: StageLayout): void;
  acknowledgeCue(id: number): void;
  /** Fact: the gacha scene's shuffle is over and the roll with this id shows its rarity. */
  reportRollShown(id: number): void;
  /** Fact: the gacha scene has shown the roll with this id. */
  reportRollRevealed(id: number): void;
}

const emptyStage: StageContent = { island: 1, imageUrl: null, skin: null, portraitSuffix: '', bottle: 'hidden' };

export const wrapIsland = (index: number): number => {
  const count = HISTORY_ISLANDS.length;
  return ((index % count) + count) % count;
};

const motionQuery =
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

export const gameStore = createStore<GameState>()((set, get) => {
  /** A nonce with a new id, and the id counted in the same change of state. */
  const nonce = <T>(value: T) => {
    const id = get().lastId + 1;
    return { lastId: id, nonce: { id, value } };
  };
  return {
    reducedMotion: motionQuery?.matches ?? false,
    islandFocused: 0,
    islandImageLoading: false,
    islandRequest: null,
    islandConfirmed: null,
    sliderBand: null,
    stage: emptyStage,
    cues: [],
    stageReady: false,
    stageBackdrop: null,
    stageExpected: false,
    layout: null,
    roll: null,
    rollShown: null,
    rollRevealed: null,
    lastId: 0,

    selectIsland: (index) => {
      const { lastId, nonce: islandRequest } = nonce(wrapIsland(index));
      set({ lastId, islandRequest });
    },
    placeSlider: (band) => {
      const current = get().sliderBand;
      if (current?.top !== band.top || current.bottom !== band.bottom) set({ sliderBand: band });
    },
    showStage: (changes) => {
      const stage = get().stage;
      const changed = (Object.keys(changes) as Array<keyof StageContent>).some((key) => changes[key] !== stage[key]);
      if (changed) set({ stage: { ...stage, ...changes } });
    },
    cue: (cue) => {
      const id = get().lastId + 1;
      set({ lastId: id, cues: [...get().cues, { ...cue, id }] });
    },
    resetStage: () => set({ stage: emptyStage, cues: [], stageReady: false, stageBackdrop: null, layout: null }),
    startRoll: (rarity) => {
      const { lastId, nonce: roll } = nonce(rarity);
      set({ lastId, roll });
      return roll.id;
    },
    clearRoll: () => set({ roll: null }),

    reportStageExpected: (expected) => set({ stageExpected: expected }),
    reportIslandFocused: (index) => set({ islandFocused: wrapIsland(index) }),
    reportIslandImageLoading: (loading) => set({ islandImageLoading: loading }),
    reportIslandConfirmed: (index) => {
      const { lastId, nonce: islandConfirmed } = nonce(wrapIsland(index));
      set({ lastId, islandConfirmed });
    },
    reportStageReady: (ready) => set({ stageReady: ready }),
    reportStageBackdrop: (picture) => set({ stageBackdrop: picture }),
    reportLayout: (layout) => set({ layout }),
    acknowledgeCue: (id) => set({ cues: get().cues.filter((cue) => cue.id !== id) }),
    reportRollShown: (id) => set({ rollShown: id }),
    reportRollRevealed: (id) => set({ rollRevealed: id }),
  };
});

motionQuery?.addEventListener?.('change', (event) => gameStore.setState({ reducedMotion: event.matches }));

export function useGame<T>(selector: (state: GameState) => T): T {
  return useStore(gameStore, selector);
}
