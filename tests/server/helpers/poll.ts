/**
 * Polls `check` (every couple of milliseconds, so a measured delay is close to the real one) until it holds; answers
 * how long that took, or fails with `what` once `ms` have passed.
 */
export async function pollUntil(ms: number, what: string, check: () => Promise<boolean> | boolean): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return performance.now() - started;
}
