import type { Plugin, Rolldown } from 'vite';
import { landingPageFile, landingPages, namespacesOf, type LandingPage } from '../src/app/landing-pages.ts';

/** The language whose translations a landing page preloads: the app's default (src/i18n). */
const DEFAULT_LANGUAGE = 'es';

type Bundle = Rolldown.OutputBundle;
const isChunk = (output: Bundle[string] | undefined): output is Rolldown.OutputChunk => output?.type === 'chunk';

/** The chunk built from `module` (a path relative to the project root). */
function chunkOf(bundle: Bundle, module: string): Rolldown.OutputChunk | undefined {
  return Object.values(bundle)
    .filter(isChunk)
    .find((chunk) => chunk.facadeModuleId?.endsWith(module));
}

/** A chunk and every chunk it imports statically, recursively: what an import of it loads before it can run. */
function staticClosure(bundle: Bundle, chunk: Rolldown.OutputChunk, seen = new Set<Rolldown.OutputChunk>()) {
  if (seen.has(chunk)) return seen;
  seen.add(chunk);
  for (const imported of chunk.imports.map((file) => bundle[file]).filter(isChunk))
    staticClosure(bundle, imported, seen);
  return seen;
}

/** The `<link>` hints for one landing page: its screen's chunks and styles, translations and largest picture. */
function hintsFor(page: LandingPage, bundle: Bundle, base: string, alreadyInHtml: (file: string) => boolean): string[] {
  const screen = chunkOf(bundle, page.screenModule);
  if (!screen) throw new Error(`${page.screenModule} (the screen of ${page.path}) is not a chunk of the build`);
  const chunks = staticClosure(bundle, screen);
  const translations = namespacesOf(page).map((namespace) => {
    const chunk = chunkOf(bundle, `src/i18n/locales/${DEFAULT_LANGUAGE}/${namespace}.json`);
    if (!chunk) throw new Error(`the ${namespace} translations are not a chunk of the build`);
    return chunk;
  });
  const scripts = [...chunks, ...translations].map((chunk) => chunk.fileName).filter((file) => !alreadyInHtml(file));
  const styles = [...chunks]
    .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
    .filter((file) => !alreadyInHtml(file));
  const image = page.image
    ? [
        `<link rel="preload" as="image" type="${page.image.type}" imagesrcset="${page.image.srcSet}" imagesizes="${page.image.sizes}" fetchpriority="high">`,
      ]
    : [];
  return [
    ...image,
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    // Preloaded, not linked: a stylesheet link would hold back the first paint; the screen's import links them.
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
  ];
}

/** The page's picture in its loading screen, drawn at least as large as the screen will draw it (global.css). */
const bootPicture = ({ image }: LandingPage) =>
  image
    ? `<p class="boot-picture"><picture><source type="${image.type}" srcset="${image.srcSet}" sizes="${image.sizes}">` +
      `<img src="${image.fallback}" alt="${image.alt}" width="${image.width}" height="${image.height}" fetchpriority="high"></picture></p>`
    : '';

/**
 * Writes a copy of index.html for each landing page (src/app/landingPages.ts) with hints that start the downloads its
 * first screen needs together with the app's own, instead of one round trip after the app has run. The server sends
 * these copies for their routes and index.html for the rest.
 */
export function landingPagesHtml(): Plugin {
  return {
    name: 'vacation-survival:landing-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is missing from the build');
      const html = String(index.source);
      const base = this.environment.config.base;
      const alreadyInHtml = (file: string) => html.includes(`"${base}${file}"`);
      for (const page of landingPages) {
        const hints = hintsFor(page, bundle, base, alreadyInHtml);
        const source = html
          .replace('</head>', `  ${hints.join('\n    ')}\n  </head>`)
          .replace(/<div class="loading-panel"[\s\S]*?<\/div>/, (panel) => panel + bootPicture(page));
        this.emitFile({ type: 'asset', fileName: landingPageFile(page.path), source });
      }
    },
  };
}
