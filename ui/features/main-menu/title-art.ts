/**
 * The logotype's files, drawn by scripts/assets/ui/title.ts. It is the largest picture of the first page, so phones
 * get a small AVIF; the 1000 px WebP is for browsers without AVIF. The art script, the title screen and the build's
 * preload hint for / all read this one list.
 */
export const titleArt = {
  width: 1000,
  height: 360,
  avifWidths: [480, 720, 1000],
  fallback: '/assets/title/title.webp',
  // How wide mainMenu.module.css draws it: min(92vw, 580px, …); the height cap only ever makes it smaller.
  sizes: '(max-width: 630px) 92vw, 580px',
} as const;

/** Path under /assets of the AVIF drawn `width` pixels wide. */
export const titleAvifPath = (width: number) => `title/title-${width}.avif`;

export const titleAvifSrcSet = titleArt.avifWidths
  .map((width) => `/assets/${titleAvifPath(width)} ${width}w`)
  .join(', ');
