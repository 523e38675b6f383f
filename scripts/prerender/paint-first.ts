/**
 * The head of a landing page: everything its first paint needs written into the page, everything else held back until
 * that paint is done.
 *
 * A landing page paints from its HTML alone: its drawn screen (scripts/prerender) or its loading screen and picture,
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
 * does. At the head's start: the app's stylesheet link must come before the styles written into the page, as it did in
 * index.html (its rules are those written in, and the screen's rules, written after them, win where both set one).
 */
function loadAfterFirstPaint(templateId: string, patienceMs: number) {
  let loaded = false;
  const load = () => {
    const held = document.getElementById(templateId) as HTMLTemplateElement | null;
    if (loaded || !held) return;
    loaded = true;
    document.head.prepend(document.importNode(held.content, true));
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

/**
 * The web fonts' faces (`src: url(…)`), left out of the styles written into the page: they arrive with the app's
 * stylesheet after the paint. The local fallback faces stay.
 */
const webFontFace = /@font-face\s*\{[^}]*url\([^}]*\}/g;

/**
 * Tags Vite wrote into index.html that a landing page holds back: the entry script, its preloads, the app's stylesheet.
 * The stylesheet's rules are written into the page, but its link still comes, after the paint: Vite links a stylesheet
 * that a lazy chunk imports unless the page already links it, and the app's stylesheet linked again after the screen's
 * rules would override them (the login card's padding).
 */
const entryScript = /\s*<script type="module"[^>]*><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload"[^>]*>/g;
const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;

interface PaintFirstParts {
  /** index.html as the build wrote it. */
  html: string;
  /** The styles of the first paint: the app's stylesheet, then a drawn screen's, in the order the app applies them. */
  css: string;
  /** Hints for what the app will load first (the screen's chunks, texts, styles), added with the entry. */
  heldHints: string[];
  /** Hints the first paint does want (the page's largest picture). */
  paintHints: string[];
  /** Where the build wrote the loader (afterFirstPaintScript). */
  loaderUrl: string;
}

/** index.html with its head rewritten for a landing page (see the file's comment). */
export function paintFirstHead({ html, css, heldHints, paintHints, loaderUrl }: PaintFirstParts): string {
  const entry = html.match(entryScript);
  if (!entry || entry.length !== 1) throw new Error('index.html should load one entry script');
  const viteTags = [...entry, ...(html.match(modulePreload) ?? []), ...(html.match(stylesheetLink) ?? [])].map((tag) =>
    tag.trim(),
  );
  const paintCss = css.replace(webFontFace, '');
  if (paintCss === css) throw new Error('the build has no web fonts to hold back: webFontFace is out of date');
  const held = [...heldHints, ...viteTags];
  const head = [
    ...paintHints,
    `<style>${paintCss}</style>`,
    `<template id="${HELD_BACK_ID}">${held.join('')}</template>`,
    `<script defer src="${loaderUrl}"></script>`,
  ];
  return html
    .replace(entryScript, '')
    .replace(modulePreload, '')
    .replace(stylesheetLink, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
}
