import commonEs from './locales/es/common.json';
import commonEn from './locales/en/common.json';

/**
 * One namespace per feature, each with an `es` and an `en` file of the same shape (a test compares the key sets).
 * Add a namespace here when a feature brings its own strings.
 */
export const resources = {
  es: { common: commonEs },
  en: { common: commonEn },
} as const;

export const namespaces = Object.keys(resources.es) as Array<keyof (typeof resources)['es']>;
