import type { Plugin, Rolldown } from 'vite';
import {
  DRAWN_PAGE_ATTRIBUTE,
  landingPageFile,
  landingPages,
  namespacesOf,
  type LandingPage,
} from '../../src/app/landing-pages.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { escapeHtml } from '../../server/services/mail/html.ts';
import { afterFirstPaintScript, linkedStylesheets, paintFirstHead } from './prerender/paint-first.ts';
import { renderLandingScreens } from './prerender/landing-screens.ts';

/** The language of a page drawn for no language in particular: the app's default (src/i18n). */
const DEFAULT_LANGUAGE: Language = 'es';
/** The HTTP client, loaded with the first request (src/api/http.ts). */
const HTTP_CLIENT_MODULE = 'src/api/client.ts';
/** The texts every screen needs, in one chunk per language (vite.config.ts, src/i18n). */
const FIRST_PAGE_NAMESPACES = ['common', 'errors', 'menu'];

type Bundle = Rolldown.OutputBundle;
const isChunk = (output: Bundle[string] | undefined): output is Rolldown.OutputChunk => output?.type === 'chunk';

/** The chunk built from `module` (a path relative to the project root), or the one it was grouped into. */
function chunkOf(bundle: Bundle, module: string): Rolldown.OutputChunk | undefined {
  const chunks = Object.values(bundle).filter(isChunk);
  return (
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)))
  );
}

/** A chunk and every chunk it imports statically, recursively: what an import of it loads before it can run. */
function staticClosure(bundle: Bundle, chunk: Rolldown.OutputChunk, seen = new Set<Rolldown.OutputChunk>()) {
  if (seen.has(chunk)) return seen;
  seen.add(chunk);
  for (const imported of chunk.imports.map((file) => bundle[file]).filter(isChunk))
    staticClosure(bundle, imported, seen);
  return seen;
}

/** What one landing page's first screen needs besides the app's entry: its chunks and texts, styles and picture. */
interface ScreenNeeds {
  /** Script URLs: the screen's chunks and the chunks they import, and the translations it reads. */
  scripts: string[];
  /** The build's stylesheets (file names) the screen's chunks import, in the order they apply. */
  styles: string[];
  /** A preload hint for the page's largest picture, if it has one. */
  image: string[];
}

function screenNeeds(
  page: LandingPage,
  bundle: Bundle,
  base: string,
  alreadyInHtml: (file: string) => boolean,
  language: Language,
  /** The page is drawn in `language`: the app will ask for its first-page texts in it. */
  drawn: boolean,
): ScreenNeeds {
  const screen = chunkOf(bundle, page.screenModule);
  if (!screen) throw new Error(`${page.screenModule} (the screen of ${page.path}) is not a chunk of the build`);
  const chunks = staticClosure(bundle, screen);
  if (page.readsOnArrival) {
    const client = chunkOf(bundle, HTTP_CLIENT_MODULE);
    if (!client) throw new Error(`${HTTP_CLIENT_MODULE} is not a chunk of the build`);
    staticClosure(bundle, client, chunks);
  }
  const namespaces = [...(drawn ? FIRST_PAGE_NAMESPACES : []), ...namespacesOf(page)];
  const translations = namespaces.map((namespace) => {
    const chunk = chunkOf(bundle, `src/i18n/locales/${language}/${namespace}.json`);
    if (!chunk) throw new Error(`the ${namespace} translations are not a chunk of the build`);
    return chunk;
  });
  const scripts = [...new Set([...chunks, ...translations].map((chunk) => chunk.fileName))].filter(
    (file) => !alreadyInHtml(file),
  );
  const styles = [...chunks]
    .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
    .filter((file) => !alreadyInHtml(file));
  const image = page.image
    ? [
        `<link rel="preload" as="image" type="${page.image.type}" imagesrcset="${page.image.srcSet}" imagesizes="${page.image.sizes}" fetchpriority="high">`,
      ]
    : [];
  return { scripts: scripts.map((file) => `${base}${file}`), styles, image };
}

/** The text of the build's stylesheets `files`, one after the other. */
function stylesOf(bundle: Bundle, files: string[]): string {
  const css = files.map((file) => String((bundle[file] as Rolldown.OutputAsset).source)).join('\n');
  if (/<\/style/i.test(css)) throw new Error('a stylesheet would end the <style> it is written into');
  return css;
}

/**
 * Every class a drawn screen uses must be styled by the build's CSS (`css`, all of it): the markup comes from Vite's
 * server and the styles from the build, so a CSS module named differently by the two would draw an unstyled screen.
 */
function checkStyled(page: LandingPage, markup: string, css: string): void {
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
  const unstyled = [...classes].filter((name) => name && !css.includes(`.${name}`));
  if (unstyled.length > 0)
    throw new Error(`the drawn ${page.path} uses classes the build does not style: ${unstyled.join(', ')}`);
}

/** The page's picture in its loading screen, drawn at least as large as the screen will draw it (global.css). */
const bootPicture = ({ image }: LandingPage) =>
  image
    ? `<p class="boot-picture"><picture><source type="${image.type}" srcset="${image.srcSet}" sizes="${image.sizes}">` +
      `<img src="${image.fallback}" alt="${image.alt}" width="${image.width}" height="${image.height}" fetchpriority="high"></picture></p>`
    : '';

/**
 * Writes a copy of index.html for each landing page (src/app/landing-pages.ts) that paints from its HTML alone, its
 * loading screen with the page's picture, then loads the app with hints for the downloads its first screen needs; for
 * the screens marked `prerender`, a copy per language with the app's first render drawn in it, which the app hydrates.
 * The server sends these copies for their routes and index.html for the rest.
 */
export function landingPagesHtml(): Plugin {
  return {
    name: 'vacation-survival:landing-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is missing from the build');
      const html = String(index.source);
      const { base, root } = this.environment.config;
      const alreadyInHtml = (file: string) => html.includes(`"${base}${file}"`);
      const appStyles = linkedStylesheets(html).map((url) => url.slice(base.length));
      const loader = this.emitFile({ type: 'asset', name: 'after-first-paint.js', source: afterFirstPaintScript });
      // The screen's styles are written into the page with the app's; its scripts are preloaded with the app's entry
      // after the first paint (scripts/build/prerender/paint-first.ts), together instead of one round trip after the app ran.
      const headFor = ({ scripts, styles, image }: ScreenNeeds) =>
        paintFirstHead({
          html,
          css: stylesOf(bundle, [...appStyles, ...styles]),
          writtenIn: styles.map((file) => `${base}${file}`),
          heldHints: scripts.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
          paintHints: image,
          loaderUrl: `${base}${this.getFileName(loader)}`,
        });
      const drawnScreens = await renderLandingScreens(root, landingPages);
      const allCss = stylesOf(
        bundle,
        Object.keys(bundle).filter((file) => file.endsWith('.css')),
      );
      for (const page of landingPages) {
        const plain = headFor(screenNeeds(page, bundle, base, alreadyInHtml, DEFAULT_LANGUAGE, false));
        const source = plain.replace(/<div class="loading-panel"[\s\S]*?<\/div>/, (panel) => panel + bootPicture(page));
        this.emitFile({ type: 'asset', fileName: landingPageFile(page.path), source });
        const drawn = drawnScreens.get(page);
        if (!drawn) continue;
        for (const language of languages) {
          const { markup, description } = drawn[language];
          checkStyled(page, markup, allCss);
          const source = headFor(screenNeeds(page, bundle, base, alreadyInHtml, language, true))
            .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
            .replace(/(<meta name="description" content=")[^"]*"/, (_, start) => `${start}${escapeHtml(description)}"`)
            // Hydrated by src/main.tsx, which expects the markup alone in the root (no white space around it); nothing
            // in it can be focused or typed into until then (src/app/drawn-page.ts).
            .replace(
              /<div id="root">\s*<div class="boot-screen">[\s\S]*?<\/div>\s*<\/div>\s*/,
              `<div id="root" ${DRAWN_PAGE_ATTRIBUTE}="${language}" inert aria-busy="true">${markup}`,
            );
          this.emitFile({ type: 'asset', fileName: landingPageFile(page.path, language), source });
        }
      }
    },
  };
}
