import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { toApiError } from '@src/api/errors';
import { rollBanner } from '@src/api/gacha';
import type { RollResponse } from '@src/contract/gacha';
import { GACHA_SLOTS, rarityForSlot, type Banner } from '@src/core/gacha';
import { isRarity, type Rarity } from '@src/core/rarity';
import { gameStore, type GameState } from '@src/state/game';
import { sessionStore } from '@src/state/session';

/** A paid roll: asked of the server, revealed on the stage, then its answer shown until the player closes it. */
export type PaidRoll =
  | { readonly status: 'idle' }
  | { readonly status: 'rolling'; readonly banner: Banner }
  | { readonly status: 'revealing'; readonly result: RollResponse; readonly revealId: number; readonly rarity: Rarity }
  | { readonly status: 'revealed'; readonly result: RollResponse }
  | { readonly status: 'failed'; readonly banner: Banner; readonly code: string; readonly message: string };

export interface PracticeDraw {
  readonly banner: Banner;
  readonly slot: number;
  readonly rarity: Rarity;
}

/** The practice popup: closed, open (with the last draw once revealed), or stepped aside while the stage reveals. */
export type PracticeRoll =
  | { readonly status: 'closed' }
  | { readonly status: 'open'; readonly draw: PracticeDraw | null }
  | { readonly status: 'revealing'; readonly draw: PracticeDraw; readonly revealId: number };

/** A roll being revealed on the stage: the id the scene reports back, the rarity, and whether it is only practice. */
export interface StageReveal {
  readonly id: number;
  readonly rarity: Rarity;
  readonly practice: boolean;
}

export interface GachaState {
  readonly paid: PaidRoll;
  /** The banner whose price the player is asked to confirm before it is spent, or null. */
  readonly confirming: Banner | null;
  /**
   * Whether a paid roll asks first. "Don't ask again this session" turns it off until the page is reloaded or another
   * player signs in: it lives in memory only, never in storage.
   */
  readonly askBeforeRolling: boolean;
  readonly practice: PracticeRoll;
  /** Counts the gacha screen's visits: an answer that arrives after the player left shows nothing. */
  readonly visit: number;

  /**
   * Pays a roll: the server draws it, the balance drops at once, and the gacha scene reveals the rarity (bridge intent
   * `startRoll`, fact `rollRevealed`); then the answer shows. Where no stage runs (no WebGL, or it failed to start) it
   * shows at once.
   */
  roll(banner: Banner): Promise<void>;
  /** The roll button: asks for confirmation first (`confirming`), unless the player said not to this session. */
  requestRoll(banner: Banner): Promise<void>;
  /** The confirmation's Roll: spends and rolls; `dontAskAgain` stops the question for the rest of the session. */
  confirmRoll(dontAskAgain: boolean): Promise<void>;
  cancelRoll(): void;
  closeResult(): void;
  openPractice(): void;
  /**
   * The spec's second roll popup: a draw made in the browser (Math.random) on the same odds tables. It calls no server
   * and touches no wallet. The stage reveals it like a paid roll (the popup steps aside), then the popup shows it.
   */
  practise(banner: Banner): void;
  closePractice(): void;
  /** The gacha screen is leaving: nothing stays on the stage or on screen for a later visit. */
  leave(): void;
}

/** Whether the stage is done with reveal `id`: at once where no stage runs. */
const revealDone = (id: number, game: GameState) => !game.stageExpected || game.rollRevealed === id;

export const gachaStore = createStore<GachaState>()((set, get) => {
  /** Moves a reveal the stage has finished on to its answer. */
  const settle = (game: GameState) => {
    const { paid, practice } = get();
    if (paid.status === 'revealing' && revealDone(paid.revealId, game))
      set({ paid: { status: 'revealed', result: paid.result } });
    if (practice.status === 'revealing' && revealDone(practice.revealId, game))
      set({ practice: { status: 'open', draw: practice.draw } });
  };
  gameStore.subscribe(settle);
  // Another player (or none) now: the question comes back.
  sessionStore.subscribe((session, before) => {
    if (session.token !== before.token) set({ askBeforeRolling: true });
  });
  const reveal = (rarity: Rarity) => gameStore.getState().startRoll(rarity);

  return {
    paid: { status: 'idle' },
    confirming: null,
    askBeforeRolling: true,
    practice: { status: 'closed' },
    visit: 0,

    async requestRoll(banner) {
      if (get().askBeforeRolling) set({ confirming: banner });
      else await get().roll(banner);
    },
    async confirmRoll(dontAskAgain) {
      const banner = get().confirming;
      if (banner === null) return;
      set({ confirming: null, askBeforeRolling: !dontAskAgain });
      await get().roll(banner);
    },
    cancelRoll: () => set({ confirming: null }),

    async roll(banner) {
      const { visit } = get();
      set({ paid: { status: 'rolling', banner } });
      try {
        const result = await rollBanner(banner);
        sessionStore.getState().update({ vpoints: result.vpoints });
        if (get().visit !== visit) return;
        // The contract sends the rarity as a string; the catalogue only holds the spec's rarities.
        const rarity = isRarity(result.rarity) ? result.rarity : 'common';
        set({ paid: { status: 'revealing', result, revealId: reveal(rarity), rarity } });
      } catch (error) {
        const { code, message } = toApiError(error);
        if (get().visit === visit) set({ paid: { status: 'failed', banner, code, message } });
      }
      settle(gameStore.getState());
    },
    closeResult: () => set({ paid: { status: 'idle' } }),

    openPractice: () => set({ practice: { status: 'open', draw: null } }),
    practise(banner) {
      const slot = Math.floor(Math.random() * GACHA_SLOTS);
      const rarity = rarityForSlot(banner, slot);
      set({ practice: { status: 'revealing', draw: { banner, slot, rarity }, revealId: reveal(rarity) } });
      settle(gameStore.getState());
    },
    closePractice: () => set({ practice: { status: 'closed' } }),

    leave() {
      gameStore.getState().clearRoll();
      set({ paid: { status: 'idle' }, confirming: null, practice: { status: 'closed' }, visit: get().visit + 1 });
    },
  };
});

/** What the stage is revealing now: the paid roll's, else the practice draw's. */
export function stagedReveal({ paid, practice }: GachaState): StageReveal | null {
  if (paid.status === 'revealing') return { id: paid.revealId, rarity: paid.rarity, practice: false };
  if (practice.status === 'revealing') return { id: practice.revealId, rarity: practice.draw.rarity, practice: true };
  return null;
}

export function useGacha<T>(selector: (state: GachaState) => T): T {
  return useStore(gachaStore, selector);
}
