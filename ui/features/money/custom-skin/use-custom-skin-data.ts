import { useCallback } from 'react';
import { getCustomSkins, getRarityRanking } from '@src/api/custom-skins';
import type { CustomSkinPrice, RankingEntry } from '@src/contract/custom-skins';
import type { Rarity } from '@src/core/rarity';
import { useRemote } from '@ui/hooks/use-remote';

/** The current price of every rarity (GET /api/custom-skins); `setPrice` applies the new price a 409 brought. */
export function useCustomSkinPrices() {
  const load = useCallback(async () => (await getCustomSkins()).prices, []);
  const { state, setState, reload } = useRemote<CustomSkinPrice[]>(load);
  const setPrice = useCallback(
    (rarity: Rarity, amount: number, held = false) =>
      setState((current) =>
        current.status === 'ready'
          ? {
              status: 'ready',
              value: current.value.map((price) => (price.rarity === rarity ? { ...price, amount, held } : price)),
            }
          : current,
      ),
    [setState],
  );
  return { prices: state, reload, setPrice };
}

/** The ranking of the shown rarity (POST /api/purchases/rarity), asked again when the slider moves. */
export function useRarityRanking(rarity: Rarity) {
  const load = useCallback(() => getRarityRanking(rarity), [rarity]);
  const { state, reload } = useRemote<RankingEntry[]>(load);
  return { ranking: state, reload };
}
