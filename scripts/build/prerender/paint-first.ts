/**
 * The head of a landing page: everything its first paint needs written into the page, everything else held back until
 * that paint is done.
 *
 * A landing page paints from its HTML alone: its drawn screen (scripts/build/prerender) or its loading screen and picture,
 * the styles (written in) and the fallback faces that stand in for the game's fonts (ui/styles/font-fallbacks.css).
 * The app's scripts, which take the page over or render its screen, and the fonts, which swap in without moving
 * anything, are not needed for that paint; requested during parsing, they compete with it on a slow connection, and
 * Lighthouse's simulation counts every request started before the first paint as one the paint waited for. So they
 * wait in a <template> that a small script (a file: the security policy allows no inline script) adds to the page once
 * the first contentful frame is shown.
 */

import { transformSync } from 'esbuild';

/** The id of the template holding what a landing page loads after its first paint. */
const HELD_BACK_ID = 'after-first-paint';

/**
 * Runs in the page, and loads once the browser reports the first contentful paint (a frame drawn is not yet a frame
 * shown: requests made in the next task still started before it). A hidden tab paints nothing until it is shown, and a
 * browser without paint timing gets the next frame; should the report never come, the app loads after `patienceMs` all
 * the same. `importNode`, not the template's own nodes: a script the parser put in a template never runs, a copy of it
 * does.
 */
function loadAfterFirstPaint(templateId: string, patienceMs: number) {
  let loaded = false;
  const load = () => {
    const held = document.getElementById(templateId) as HTMLTemplateElement | null;
    if (loaded || !held) return;
    loaded = true;
    document.head.append(document.importNode(held.content, true));
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.visibilityState === 'hidden' || painted()) return load();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(load));
  new PerformanceObserver((_, observer) => {
    if (!painted()) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint' });
  setTimeout(load, patienceMs);
}

/** The loader's source, minified (it counts against the first page's budget), for the build to write into a file. */
export const afterFirstPaintScript = transformSync(
  `(${loadAfterFirstPaint.toString()})(${JSON.stringify(HELD_BACK_ID)}, 3000);`,
  { minify: true, target: 'es2020' },
).code;

/** The web fonts' faces (`src: url(…)`), held back until after the paint. The local fallback faces stay. */
const webFontFace = /@font-face\s*\{[^}]*url\([^}]*\}/g;

/**
 * Tags Vite wrote into index.html that a landing page holds back: the entry script and its preloads. The app's
 * stylesheet is written into the page, and its link stays, disabled (a disabled stylesheet is neither fetched nor
 * applied): Vite's loader of a lazy chunk links the app's stylesheet unless the page already links it, and linked again
 * after the screen's rules it would override them (the login card's padding). Its web fonts' faces come after the paint.
 */
const entryScript = /\s*<script type="module"[^>]*><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload"[^>]*>/g;
const stylesheetLink = /<link rel="stylesheet"[^>]*>/g;

/** The stylesheets index.html links (the app's own), by address. */
export const linkedStylesheets = (html: string) =>
  (html.match(stylesheetLink) ?? []).map((link) => link.match(/ href="([^"]+)"/)![1]);

interface PaintFirstParts {
  /** index.html as the build wrote it. */
  html: string;
  /** The styles written into the page: the app's stylesheet, then the screen's, in the order the app applies them. */
  css: string;
  /** The screen's stylesheets among them, linked disabled like the app's (see `stylesheetLink`). */
  writtenIn: string[];
  /** Hints for what the app will load first (the screen's chunks and texts), added with the entry. */
  heldHints: string[];
  /** Hints the first paint does want (the page's largest picture). */
  paintHints: string[];
  /** Where the build wrote the loader (afterFirstPaintScript). */
  loaderUrl: string;
}

/** index.html with its head rewritten for a landing page (see the file's comment). */
export function paintFirstHead({ html, css, writtenIn, heldHints, paintHints, loaderUrl }: PaintFirstParts): string {
  const entry = html.match(entryScript);
  if (!entry || entry.length !== 1) throw new Error('index.html should load one entry script');
  const viteTags = [...entry, ...(html.match(modulePreload) ?? [])].map((tag) => tag.trim());
  const fontFaces = css.match(webFontFace);
  if (!fontFaces) throw new Error('the build has no web fonts to hold back: webFontFace is out of date');
  const held = [`<style>${fontFaces.join('')}</style>`, ...heldHints, ...viteTags];
  const head = [
    ...paintHints,
    `<style>${css.replace(webFontFace, '')}</style>`,
    ...writtenIn.map((url) => `<link rel="stylesheet" crossorigin href="${url}" disabled>`),
    `<template id="${HELD_BACK_ID}">${held.join('')}</template>`,
    `<script defer src="${loaderUrl}"></script>`,
  ];
  return html
    .replace(entryScript, '')
    .replace(modulePreload, '')
    .replace(stylesheetLink, (link) => link.replace('>', ' disabled>'))
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
}
