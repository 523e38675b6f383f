import { describe, expect, it } from 'vitest';
import { languages } from '@src/i18n';
import { resources } from '@src/i18n/resources';

/**
 * The game's own texts promise only what this build has (docs/texts.md): custom skins are not built yet, so every text
 * that names them also says they are coming soon; the shop, the gacha and the closet are built, so no text may still
 * call them coming.
 */
const UNBUILT = { es: /\bskins? personalizadas?\b/i, en: /\bcustom skins?\b/i };
const BUILT_BUT_PROMISED = {
  es: /\b(tienda|gacha|armario)\b[^.]*\b(llegan? (muy )?pronto|todavía no están construidos)/i,
  en: /\b(shop|gacha|closet)\b[^.]*\b(coming soon|not built yet)/i,
};
const COMING_SOON = { es: /\b(llegan? (muy )?pronto|muy pronto)\b/i, en: /\bcoming soon\b/i };

const allText = (tree: unknown): string =>
  typeof tree === 'string'
    ? tree
    : Object.values(tree as object)
        .map(allText)
        .join('\n');

describe.each(languages)('texts that describe the game (%s)', (language) => {
  const bundle = resources[language] as unknown as Record<string, Record<string, unknown>>;
  const news = bundle.news.articles as Record<string, unknown>;
  const menu = bundle.menu as { beta: { intro: string } };
  const tour = bundle.tour as { steps: Record<string, { body: string }> };

  it.each(Object.keys(news))('news article %s says "coming soon" wherever it names an unbuilt feature', (key) => {
    const text = allText(news[key]);
    if (UNBUILT[language].test(text)) expect(text).toMatch(COMING_SOON[language]);
    expect(text).not.toMatch(BUILT_BUT_PROMISED[language]);
  });

  it('the beta popup says the shop, the gacha and the closet work, and custom skins are coming', () => {
    expect(menu.beta.intro).toMatch(
      language === 'es' ? /gacha, el armario[^.]*ya funcionan/ : /closet[^.]*already work/,
    );
    expect(menu.beta.intro).toMatch(UNBUILT[language]);
    expect(menu.beta.intro).toMatch(COMING_SOON[language]);
    expect(menu.beta.intro).not.toMatch(BUILT_BUT_PROMISED[language]);
  });

  it('the news does not teach the asterisks around item names, which become bold (docs/texts.md)', () => {
    expect(allText(news)).not.toMatch(language === 'es' ? /asterisco/i : /asterisk/i);
  });

  it('the tour does not ask the player to choose a character', () => {
    expect(allText(tour.steps)).not.toMatch(language === 'es' ? /personaje/i : /character/i);
  });
});
