import { describe, expect, it } from 'vitest';
import { languages } from '@src/i18n';
import { resources } from '@src/i18n/resources';

/**
 * The game's own texts promise only what this build has (docs/texts.md): characters other than the Tourist, the shop,
 * the gacha and the closet are not built yet, so every text that names them also says they are coming soon.
 */
const UNBUILT = {
  es: /\b(personajes|tienda|gacha|armario)\b/i,
  en: /\b(characters|shop|gacha|closet)\b/i,
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
  });

  it('the beta popup says characters, shop, gacha and closet are coming, not that they work', () => {
    expect(menu.beta.intro).toMatch(COMING_SOON[language]);
    expect(menu.beta.intro).not.toMatch(
      language === 'es' ? /los personajes[^.]*ya funcionan/ : /characters[^.]*already work/,
    );
  });

  it('the news does not teach the asterisks around item names, which become bold (docs/texts.md)', () => {
    expect(allText(news)).not.toMatch(language === 'es' ? /asterisco/i : /asterisk/i);
  });

  it('the tour does not ask the player to choose a character', () => {
    expect(allText(tour.steps)).not.toMatch(language === 'es' ? /personaje/i : /character/i);
  });
});
