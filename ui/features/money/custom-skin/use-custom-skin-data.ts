import { useCallback, useEffect, useState } from 'react';
import { getCustomSkins, getRarityRanking } from '@src/api/custom-skins';
import { toApiError } from '@src/api/errors';
import type { CustomSkinPrice, RankingEntry } from '@src/contract/custom-skins';
import type { Rarity } from '@src/core/rarity';

/** Something the server owns, as a screen sees it while it loads. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string; code: string }
  | { status: 'ready'; value: T };

/** Loads `load()` again whenever it changes (or `reload` is called), showing `loading` meanwhile. */
function useRemote<T>(load: () => Promise<T>) {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState({ status: 'failed', ...toApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, setState, reload };
}

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
