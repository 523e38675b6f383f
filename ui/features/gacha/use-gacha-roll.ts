import { useEffect, useState } from 'react';
import { toApiError } from '@src/api/errors';
import { rollBanner } from '@src/api/gacha';
import type { RollResponse } from '@src/contract/gacha';
import type { Banner } from '@src/core/gacha';
import { isRarity } from '@src/core/rarity';
import { gameStore, useGame } from '@src/state/game';
import { sessionStore } from '@src/state/session';

export type GachaRoll =
  | { status: 'idle' }
  | { status: 'rolling'; banner: Banner }
  | { status: 'revealing'; result: RollResponse; revealId: number }
  | { status: 'failed'; message: string };

/**
 * A paid roll: the server draws it, the balance drops at once, and the gacha scene reveals the rarity (intent
 * `startRoll`, fact `rollRevealed`). Where no stage runs (no WebGL, or it failed to start) the result shows at once.
 */
export function useGachaRoll() {
  const [roll, setRoll] = useState<GachaRoll>({ status: 'idle' });
  const revealedId = useGame((state) => state.rollRevealed);
  const stageExpected = useGame((state) => state.stageExpected);
  useEffect(() => () => gameStore.getState().clearRoll(), []);

  const start = async (banner: Banner) => {
    setRoll({ status: 'rolling', banner });
    try {
      const result = await rollBanner(banner);
      sessionStore.getState().update({ vpoints: result.vpoints });
      // The contract sends the rarity as a string; the catalogue only holds the spec's rarities.
      const revealId = gameStore.getState().startRoll(isRarity(result.rarity) ? result.rarity : 'common');
      setRoll({ status: 'revealing', result, revealId });
    } catch (error) {
      setRoll({ status: 'failed', message: toApiError(error).message });
    }
  };

  const revealed = roll.status === 'revealing' && (!stageExpected || revealedId === roll.revealId);
  return {
    roll,
    /** The answer, once the reveal has played: what the result popup shows. */
    result: revealed ? roll.result : null,
    revealing: roll.status === 'revealing' && !revealed,
    busy: roll.status === 'rolling' || (roll.status === 'revealing' && !revealed),
    start,
    close: () => setRoll({ status: 'idle' }),
  };
}
