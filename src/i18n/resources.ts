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
import historyEs from './locales/es/history.json';
import historyEn from './locales/en/history.json';
import playEs from './locales/es/play.json';
import playEn from './locales/en/play.json';
import creatorEs from './locales/es/creator.json';
import creatorEn from './locales/en/creator.json';
import itemsEs from './locales/es/items.json';
import itemsEn from './locales/en/items.json';
import onlineEs from './locales/es/online.json';
import onlineEn from './locales/en/online.json';
import tourEs from './locales/es/tour.json';
import tourEn from './locales/en/tour.json';
import newsEs from './locales/es/news.json';
import newsEn from './locales/en/news.json';
import editorEs from './locales/es/editor.json';
import editorEn from './locales/en/editor.json';
import charactersEs from './locales/es/characters.json';
import charactersEn from './locales/en/characters.json';
import gachaEs from './locales/es/gacha.json';
import gachaEn from './locales/en/gacha.json';
import moneyEs from './locales/es/money.json';
import moneyEn from './locales/en/money.json';
import skinsEs from './locales/es/skins.json';
import skinsEn from './locales/en/skins.json';
import dailyEs from './locales/es/daily.json';
import dailyEn from './locales/en/daily.json';
import moderationEs from './locales/es/moderation.json';
import moderationEn from './locales/en/moderation.json';

/**
 * One namespace per feature, each with an `es` and an `en` file of the same shape (a test compares the key sets).
 * Add a namespace here when a feature brings its own strings. The app itself bundles only common, errors and menu and
 * downloads the others on first use (see ./index.ts); this catalogue is what the locale tests check.
 * `errors` holds the client's text for each API error code (see src/api/errors.ts).
 */
export const resources = {
  es: {
    common: commonEs,
    errors: errorsEs,
    auth: authEs,
    menu: menuEs,
    profile: profileEs,
    settings: settingsEs,
    history: historyEs,
    play: playEs,
    creator: creatorEs,
    items: itemsEs,
    online: onlineEs,
    tour: tourEs,
    news: newsEs,
    editor: editorEs,
    characters: charactersEs,
    gacha: gachaEs,
    money: moneyEs,
    skins: skinsEs,
    daily: dailyEs,
    moderation: moderationEs,
  },
  en: {
    common: commonEn,
    errors: errorsEn,
    auth: authEn,
    menu: menuEn,
    profile: profileEn,
    settings: settingsEn,
    history: historyEn,
    play: playEn,
    creator: creatorEn,
    items: itemsEn,
    online: onlineEn,
    tour: tourEn,
    news: newsEn,
    editor: editorEn,
    characters: charactersEn,
    gacha: gachaEn,
    money: moneyEn,
    skins: skinsEn,
    daily: dailyEn,
    moderation: moderationEn,
  },
} as const;

export const namespaces = Object.keys(resources.es) as Array<keyof (typeof resources)['es']>;
