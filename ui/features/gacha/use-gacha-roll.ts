import { useEffect, useState } from 'react';
import { toApiError } from '@src/api/errors';
import { rollBanner } from '@src/api/gacha';
import type { RollResponse } from '@src/contract/gacha';
import type { Banner } from '@src/core/gacha';
import { isRarity, type Rarity } from '@src/core/rarity';
import { gameStore } from '@src/state/game';
import { sessionStore } from '@src/state/session';
import { useRevealDone, type StageReveal } from './use-stage-reveal';

export type GachaRoll =
  | { status: 'idle' }
  | { status: 'rolling'; banner: Banner }
  | { status: 'revealing'; result: RollResponse; revealId: number; rarity: Rarity }
  | { status: 'failed'; message: string };

/**
 * A paid roll: the server draws it, the balance drops at once, and the gacha scene reveals the rarity (intent
 * `startRoll`, fact `rollRevealed`). Where no stage runs (no WebGL, or it failed to start) the result shows at once.
 */
export function useGachaRoll() {
  const [roll, setRoll] = useState<GachaRoll>({ status: 'idle' });
  useEffect(() => () => gameStore.getState().clearRoll(), []);

  const start = async (banner: Banner) => {
    setRoll({ status: 'rolling', banner });
    try {
      const result = await rollBanner(banner);
      sessionStore.getState().update({ vpoints: result.vpoints });
      // The contract sends the rarity as a string; the catalogue only holds the spec's rarities.
      const rarity = isRarity(result.rarity) ? result.rarity : 'common';
      setRoll({ status: 'revealing', result, revealId: gameStore.getState().startRoll(rarity), rarity });
    } catch (error) {
      setRoll({ status: 'failed', message: toApiError(error).message });
    }
  };

  const revealed = useRevealDone(roll.status === 'revealing' ? roll.revealId : null);
  return {
    roll,
    /** What the stage is revealing, for the overlay and the sounds. */
    reveal:
      roll.status === 'revealing' && !revealed
        ? ({ id: roll.revealId, rarity: roll.rarity, practice: false } satisfies StageReveal)
        : null,
    /** The answer, once the reveal has played: what the result popup shows. */
    result: roll.status === 'revealing' && revealed ? roll.result : null,
    busy: roll.status === 'rolling' || (roll.status === 'revealing' && !revealed),
    start,
    close: () => setRoll({ status: 'idle' }),
  };
}
