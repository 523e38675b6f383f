import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferLanguages } from './browser-languages';

/**
 * The language the app starts in: the player's choice in local storage, else the cookie that mirrors it, else the
 * browser's languages. The server draws /login and /online by the same rule (scripts/build/prerender); an app that
 * started in another language would throw that page away and draw it again.
 */
async function startApp(): Promise<string> {
  vi.resetModules();
  const { default: i18n, i18nReady } = await import('../../src/i18n');
  await i18nReady;
  return i18n.language;
}

const languageCookie = () => /(?:^|;)\s*language=([a-z]*)/.exec(document.cookie)?.[1];

const forgetChoice = () => {
  document.cookie = 'language=; max-age=0; path=/';
  localStorage.removeItem('language');
};

describe('the language the app starts in', () => {
  // The shared setup (tests/ui/setup.ts) goes back to Spanish after every test, which counts as a choice.
  beforeEach(forgetChoice);

  afterEach(() => {
    forgetChoice();
    preferLanguages(['es-ES', 'es']);
    vi.resetModules();
  });

  it("is the cookie's when local storage holds no choice (cleared, or refused by the browser)", async () => {
    document.cookie = 'language=en; path=/';
    expect(await startApp()).toBe('en');
  });

  it("is local storage's over the cookie's and the browser's", async () => {
    preferLanguages(['en-US', 'en']);
    localStorage.setItem('language', 'es');
    document.cookie = 'language=en; path=/';
    expect(await startApp()).toBe('es');
  });

  it("follows the browser's languages on a first visit: any Spanish is Spanish, anything else English", async () => {
    for (const [languages, expected] of [
      [['en-US', 'en'], 'en'],
      [['es-ES', 'es'], 'es'],
      [['es-MX'], 'es'],
      [['es'], 'es'],
      [['fr-FR', 'es-AR', 'en'], 'es'],
      [['en-GB', 'es'], 'en'],
      [['de-DE', 'fr'], 'en'],
      [[], 'en'],
    ] as const) {
      preferLanguages(languages);
      expect(await startApp(), languages.join()).toBe(expected);
    }
    document.cookie = 'language=fr; path=/';
    preferLanguages(['es-ES']);
    expect(await startApp()).toBe('es');
  });

  it('writes no cookie until the player chooses, so the browser keeps deciding', async () => {
    preferLanguages(['en-US']);
    vi.resetModules();
    const { setLanguage, i18nReady } = await import('../../src/i18n');
    await i18nReady;
    expect(languageCookie()).toBeUndefined();
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('es');
    expect(languageCookie()).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
  });
});
