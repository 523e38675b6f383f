/**
 * A remixed map's credits (issue 29, docs/creators.md "Remix"): the map it was copied from first, then that map's own
 * credits, back to the first map of the line. Each copy writes the chain down anew, so the credit of every earlier
 * creator survives later remixes and the deletion of any map of the line.
 */

/** One origin: the map's title and its creator's name, as they were when the copy was made. */
export interface MapCredit {
  readonly title: string;
  readonly creator: string;
}

/** How many origins a map keeps; beyond it the chain loses its middle, never the source or the first map. */
export const MAP_CREDITS_MAX = 50;

/** The credits of a copy of `source`, whose own credits are `earlier`. */
export function creditChain<C>(source: C, earlier: readonly C[]): C[] {
  const chain = [source, ...earlier];
  return chain.length <= MAP_CREDITS_MAX ? chain : [...chain.slice(0, MAP_CREDITS_MAX - 1), chain[chain.length - 1]];
}
