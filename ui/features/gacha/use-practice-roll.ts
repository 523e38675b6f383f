import { useState } from 'react';
import { GACHA_SLOTS, rarityForSlot, type Banner } from '@src/core/gacha';
import type { Rarity } from '@src/core/rarity';
import { gameStore } from '@src/state/game';
import { useRevealDone, type StageReveal } from './use-stage-reveal';

export interface PracticeDraw {
  banner: Banner;
  slot: number;
  rarity: Rarity;
}

type Practice =
  | { status: 'closed' }
  | { status: 'open'; draw: PracticeDraw | null }
  | { status: 'revealing'; draw: PracticeDraw; revealId: number };

/**
 * The spec's second roll popup: a draw made in the browser (Math.random) on the same odds tables, labelled as
 * practice. It calls no server and touches no wallet: it costs nothing and grants nothing. The stage reveals it like a
 * paid roll (the popup steps aside meanwhile), then the popup comes back with what it would have given.
 */
export function usePracticeRoll() {
  const [practice, setPractice] = useState<Practice>({ status: 'closed' });
  const revealing = practice.status === 'revealing';
  const done = useRevealDone(revealing ? practice.revealId : null);

  const draw = (banner: Banner) => {
    const slot = Math.floor(Math.random() * GACHA_SLOTS);
    const rarity = rarityForSlot(banner, slot);
    setPractice({
      status: 'revealing',
      draw: { banner, slot, rarity },
      revealId: gameStore.getState().startRoll(rarity),
    });
  };

  return {
    open: practice.status === 'open' || (revealing && done),
    draw: practice.status === 'closed' ? null : practice.draw,
    reveal:
      revealing && !done
        ? ({ id: practice.revealId, rarity: practice.draw.rarity, practice: true } satisfies StageReveal)
        : null,
    show: () => setPractice({ status: 'open', draw: null }),
    practise: draw,
    close: () => setPractice({ status: 'closed' }),
  };
}
