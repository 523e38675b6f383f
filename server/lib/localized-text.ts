import type { Lang } from '../messages';

/**
 * Content text in the language of the request: built-in content keeps English in an `_en` column beside the Spanish
 * base text; content that has none (user-made, written in one language) is shown as written.
 */
export const localizedText = (lang: Lang, base: string, english: string | null): string =>
  lang === 'en' && english ? english : base;
