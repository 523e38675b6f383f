/**
 * The built-in islands' pictures (scripts/assets/catalogue.ts draws them): a 1280 px JPEG that History Mode, the game's
 * backdrop and every browser read, and AVIF copies at the widths the daily's panel and card draw them, a fifth of the
 * bytes (the daily page's largest paint, issue 30). The art script and the picture component read this one list.
 */
export const ISLAND_AVIF_WIDTHS = [400, 800] as const;

/** Path under /assets of island `island`'s JPEG. */
export const islandJpegPath = (island: number) => `islands/${island}.jpeg`;

/** Path under /assets of island `island`'s AVIF drawn `width` pixels wide. */
export const islandAvifPath = (island: number, width: number) => `islands/${island}-${width}.avif`;
