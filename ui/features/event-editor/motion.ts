/** How long the camera glides to a place: not at all when the player asked for reduced motion (ART-DIRECTION.md). */
export function cameraDuration(ms: number): number {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : ms;
}
