/**
 * Runs at most `limit` of the given tasks at once; the others wait their turn, first come first served. For work that
 * occupies libuv's four threads (sharp's encodes), so a burst of it leaves room for the file and crypto work that shares
 * them.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
