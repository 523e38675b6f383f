import { useEffect, useState } from 'react';
import { getSpending } from '@src/api/spending';
import type { SpendingResponse } from '@src/contract/spending';

/**
 * The player's spending state (limit and what is left this month, a debt, 'Vacation express'), for the money shop and
 * the settings; undefined while it loads or when it could not be read (the screens then simply leave it out).
 * `replace` puts in the state a call answered, such as a new limit.
 */
export function useSpending(): [SpendingResponse | undefined, (next: SpendingResponse) => void] {
  const [state, setState] = useState<SpendingResponse>();
  useEffect(() => {
    let current = true;
    getSpending().then(
      (answer) => current && setState(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return [state, setState];
}
