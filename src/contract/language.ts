/**
 * The cookie that tells the server the player's language (`es` or `en`), so the landing pages it sends are drawn in it
 * (scripts/build/prerender). The browser keeps the choice in local storage and mirrors it here. (A file of its own: the
 * first page imports it, and must not bring the contract's validators along.)
 */
export const LANGUAGE_COOKIE = 'language';

const LANGUAGE_IN_COOKIES = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([a-z]+)`);

/**
 * The language a `Cookie` header or `document.cookie` names, if it is one the game speaks: the server picks a drawn
 * page by it, and the app falls back on it when local storage holds no choice (cleared, or refused by the browser).
 */
export function languageInCookies(cookies: string | undefined): 'es' | 'en' | undefined {
  const chosen = cookies?.match(LANGUAGE_IN_COOKIES)?.[1];
  return chosen === 'es' || chosen === 'en' ? chosen : undefined;
}

/**
 * The language a first visit is shown in, before the player chooses (docs/game-screen.md, "Language"): the first of
 * the browser's languages, in its order of preference, that the game speaks, any Spanish (`es`, `es-MX`, ...) being
 * Spanish and any English English; English when it names neither. The app reads `navigator.languages`, the server the
 * `Accept-Language` header (server/lib/accepted-languages.ts), so both draw the first page in the same language.
 */
export function languageOfBrowser(preferred: readonly string[]): 'es' | 'en' {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'es' || primary === 'en') return primary;
  }
  return 'en';
}
