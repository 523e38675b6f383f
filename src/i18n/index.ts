import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, languageInCookies, languageOfBrowser } from '@src/contract/language';
import { STORAGE_KEYS } from '@src/state/storage-keys';
import { languages, type Language } from './languages';

export { languages, type Language };
const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;

/**
 * Every namespace is a small chunk downloaded in the one language shown: `useTranslation('news')` suspends until it
 * has arrived, and a language change waits for the new language's files before switching, so no screen ever shows a
 * raw key. The namespaces the first page needs (the layout, the API error texts, the main menu) are loaded by `init`
 * below, in one chunk per language (vite.config.ts), and the app renders once `i18nReady` resolves; code outside React
 * (Phaser scenes) must `await i18n.loadNamespaces(ns)` first. Bundling them with the app cost the first page both
 * languages. The full catalogue of namespaces is `./resources.ts` (the locale tests compare its Spanish and English keys).
 */
const firstPageNamespaces = ['common', 'errors', 'menu'];

const lazyLocales = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

/** i18next backend that downloads `locales/<language>/<namespace>.json` on first use. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyLocales[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language} locale file for the namespace "${namespace}"`), false);
      return;
    }
    load().then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The player's choice: local storage's, else the cookie that mirrors it (the one the server drew the page by). */
function chosenLanguage(): Language | undefined {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (saved === 'es' || saved === 'en') return saved;
  return languageInCookies(typeof document === 'undefined' ? undefined : document.cookie);
}

/** Until the player chooses, the browser's languages decide, as they do for the page the server sent. */
const browserLanguage = (): Language =>
  languageOfBrowser(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

const chosen = chosenLanguage();

/** i18next with Spanish and English; the choice persists in local storage. */
export const i18nReady = i18n
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    ns: firstPageNamespaces,
    defaultNS: 'common',
    lng: chosen ?? browserLanguage(),
    supportedLngs: languages,
    // Both languages have the same keys (tests/ui/locales.test.ts): a fallback would only download a second language.
    fallbackLng: false,
    load: 'currentOnly',
    // Settles the language at once (the backend still loads the first page's namespaces before `i18nReady`).
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** A year: the choice stands until the player makes another. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The page's language follows the interface's. */
const showLanguage = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};

/**
 * Keeps the player's choice: in local storage, and in the cookie that has the server send its pages in that language.
 * Only a choice is kept: a first visit writes neither, so the browser's languages keep deciding, on the server too.
 */
function remember(language: Language) {
  if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax`;
  }
}

i18n.on('languageChanged', showLanguage);
showLanguage(i18n.language);
// A cookie lasts a year: each visit of a player who chose renews it.
if (chosen) remember(chosen);

/** The player chooses a language (the layout's switch). */
export function setLanguage(language: Language) {
  remember(language);
  return i18n.changeLanguage(language);
}

export default i18n;
