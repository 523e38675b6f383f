/**
 * Screenshots of issue 28's screens for a person to review (not a test, not run in CI): the first-steps guide on an
 * empty map, the simulation panel, the graph painted with other players' runs (and its table), and the map's versions,
 * at 375 and 1280 px, in Spanish and English. Against the built app on a server of its own (port 3128,
 * ./data/e2e-3128); the player data comes from real runs, three players winning the island in their own browsers.
 *
 *   npm run build && npx tsx scripts/shots/issue-28.ts [es|en]
 *
 * Writes PNGs to shots/issue-28/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import type { Lang } from '../../tests/e2e/helpers/i18n';

// The browser tests' helpers find the server's DATA_DIR (outbox) from this port.
process.env.E2E_PORT ??= '3128';
const { e2eDataDir, e2ePort } = await import('../../tests/e2e/helpers/server');
const { apiLogin, createVerifiedUser, newUser } = await import('../../tests/e2e/helpers/accounts');
const { langs } = await import('../../tests/e2e/helpers/i18n');
const { createEventThroughApi, createMapThroughApi, publishThroughApi } = await import('../../tests/e2e/helpers/maps');
const { findMapOnline, playerPage, playToWin } = await import('../../tests/e2e/helpers/online-play');
const { signInThroughForm, useLanguage } = await import('../../tests/e2e/helpers/session');
const { launchShotBrowser, startBuiltServer } = await import('./built-server');
const { islandPaths, islandTexts, islandThroughApi } = await import('./creator-island');
const { analyticsShots, guideShots, simulationShots, versionsShots } = await import('./editor-shots');

const outDir = 'shots/issue-28';

mkdirSync(outDir, { recursive: true });
const only = process.argv[2];
const server = await startBuiltServer(e2ePort, e2eDataDir);
const browser = await launchShotBrowser();

/** A browser context as a player of this language has it: the server's address, their language, the tour seen. */
async function newContext(lang: Lang) {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: lang === 'es' ? 'es-ES' : 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  // tsx keeps function names with a `__name` helper that functions sent to the page (page.evaluate) then call.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context;
}

try {
  for (const lang of langs.filter((candidate) => !only || candidate === only)) {
    const context = await newContext(lang);
    const creator = newUser(`maker${lang}`);
    // Two players win through the cave, one by the fire: the links' shares differ (2 in 3, 1 in 3).
    const players = [newUser('fan'), newUser('sailor'), newUser('diver')];
    await Promise.all([creator, ...players].map((user) => createVerifiedUser(context.request, user)));
    const token = await apiLogin(context.request, creator);
    const tag = creator.username.slice(-4);
    const texts = islandTexts(lang);
    const empty = { title: `${texts.empty} ${tag}`, description: texts.description };
    const emptyMap = { mapId: await createMapThroughApi(context.request, token, empty), title: empty.title };
    const island = await islandThroughApi(context.request, token, lang, tag);

    const page = await context.newPage();
    await useLanguage(page, lang);
    await signInThroughForm(page, creator, lang);
    await guideShots(page, outDir, lang, emptyMap);
    await simulationShots(page, outDir, lang, island);

    await publishThroughApi(context.request, token, island.mapId, island);
    const paths = islandPaths(lang);
    for (const [player, path] of players.map((user, index) => [user, index === 1 ? paths.fire : paths.cave] as const)) {
      const playerContext = await newContext('es');
      const playing = await playerPage(playerContext, player);
      await playToWin(playing, await findMapOnline(playing, island.title), island.title, path);
      await playerContext.close();
    }
    await analyticsShots(page, outDir, lang, island, players.length);

    // A later save of the published map, with one more event, makes its second version.
    await createEventThroughApi(context.request, token, {
      mapId: island.mapId,
      premise: texts.gull[0],
      consequencesList: [{ option: texts.gull[1], consequenceText: texts.gull[2], hungerConsequence: -10 }],
    });
    await publishThroughApi(context.request, token, island.mapId, island);
    await versionsShots(page, outDir, lang, island, 2);
    await context.close();
    console.log(`${lang}: guide, simulation, painted, painted-table and versions taken`);
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`Wrote ${outDir}/`);
