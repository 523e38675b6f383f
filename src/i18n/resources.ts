import commonEs from './locales/es/common.json';
import commonEn from './locales/en/common.json';
import errorsEs from './locales/es/errors.json';
import errorsEn from './locales/en/errors.json';
import authEs from './locales/es/auth.json';
import authEn from './locales/en/auth.json';
import menuEs from './locales/es/menu.json';
import menuEn from './locales/en/menu.json';
import profileEs from './locales/es/profile.json';
import profileEn from './locales/en/profile.json';
import settingsEs from './locales/es/settings.json';
import settingsEn from './locales/en/settings.json';

/**
 * One namespace per feature, each with an `es` and an `en` file of the same shape (a test compares the key sets).
 * Add a namespace here when a feature brings its own strings.
 * `errors` holds the client's text for each API error code (see src/api/errors.ts).
 */
export const resources = {
  es: { common: commonEs, errors: errorsEs, auth: authEs, menu: menuEs, profile: profileEs, settings: settingsEs },
  en: { common: commonEn, errors: errorsEn, auth: authEn, menu: menuEn, profile: profileEn, settings: settingsEn },
} as const;

export const namespaces = Object.keys(resources.es) as Array<keyof (typeof resources)['es']>;
