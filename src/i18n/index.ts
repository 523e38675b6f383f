import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@src/state/storage-keys';
import commonEs from './locales/es/common.json';
import commonEn from './locales/en/common.json';
import errorsEs from './locales/es/errors.json';
import errorsEn from './locales/en/errors.json';
import menuEs from './locales/es/menu.json';
import menuEn from './locales/en/menu.json';

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;

/**
 * The namespaces the first page needs (the layout, the API error texts, the main menu) travel with the app in both
 * languages. Every other namespace is a small chunk downloaded by the screen that uses it: `useTranslation('news')`
 * suspends until it has arrived, and a language change waits for the new language's files before switching, so no
 * screen ever shows a raw key. Code outside React (Phaser scenes) must `await i18n.loadNamespaces(ns)` first.
 * The full catalogue of namespaces is `./resources.ts` (the locale tests compare its Spanish and English keys).
 */
const bundled = {
  es: { common: commonEs, errors: errorsEs, menu: menuEs },
  en: { common: commonEn, errors: errorsEn, menu: menuEn },
};
const bundledNamespaces = Object.keys(bundled.es);

const lazyLocales = import.meta.glob<ResourceKey>(['./locales/*/*.json', '!./locales/*/{common,errors,menu}.json'], {
  import: 'default',
});

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

function storedLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return saved === 'en' ? 'en' : 'es';
}

/** i18next with Spanish (the default) and English; the choice persists in local storage. */
void i18n
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    resources: bundled,
    partialBundledLanguages: true,
    ns: bundledNamespaces,
    defaultNS: 'common',
    lng: storedLanguage(),
    supportedLngs: languages,
    fallbackLng: 'es',
    load: 'currentOnly',
    // The bundled namespaces are ready at once: the first render needs no waiting.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function setLanguage(language: Language) {
  return i18n.changeLanguage(language);
}

export default i18n;
