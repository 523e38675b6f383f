import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The language the app starts in: the player's choice in local storage, else the cookie that mirrors it. The server
 * draws /login and /online in the cookie's language (scripts/build/prerender); an app that started in another one would throw
 * that page away and draw it again.
 */
async function startApp(): Promise<string> {
  vi.resetModules();
  const { default: i18n, i18nReady } = await import('../../src/i18n');
  await i18nReady;
  return i18n.language;
}

describe('the language the app starts in', () => {
  afterEach(() => {
    document.cookie = 'language=; max-age=0; path=/';
    vi.resetModules();
  });

  it("is the cookie's when local storage holds no choice (cleared, or refused by the browser)", async () => {
    localStorage.removeItem('language');
    document.cookie = 'language=en; path=/';
    expect(await startApp()).toBe('en');
  });

  it("is local storage's over the cookie's", async () => {
    localStorage.setItem('language', 'es');
    document.cookie = 'language=en; path=/';
    expect(await startApp()).toBe('es');
  });

  it('is Spanish with neither, or with a cookie naming a language the game does not speak', async () => {
    localStorage.removeItem('language');
    expect(await startApp()).toBe('es');
    document.cookie = 'language=fr; path=/';
    expect(await startApp()).toBe('es');
  });
});
