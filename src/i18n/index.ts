import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, namespaces } from './resources';

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

function storedLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return saved === 'en' ? 'en' : 'es';
}

/** i18next with Spanish (the default) and English; the choice persists in local storage. */
void i18n.use(initReactI18next).init({
  resources,
  ns: namespaces,
  defaultNS: 'common',
  lng: storedLanguage(),
  fallbackLng: 'es',
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
