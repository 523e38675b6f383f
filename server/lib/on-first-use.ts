/**
 * A package or client made on first use and shared by every later caller: what a default start never needs (sharp,
 * stripe, nodemailer) stays out of the start-up time (docs/performance.md, "Start and memory"). A failed attempt is forgotten, so
 * the next caller tries again instead of failing until the server restarts.
 */
export function onFirstUse<T>(make: () => Promise<T>) {
  let made: Promise<T> | null = null;
  const get = () =>
    (made ??= make().catch((error: unknown) => {
      made = null;
      throw error;
    }));
  /** Runs `use` on the value if it was ever made (closing a client that never opened closes nothing). */
  const ifMade = (use: (value: T) => unknown) => void made?.then(use, () => undefined);
  return Object.assign(get, { ifMade });
}
