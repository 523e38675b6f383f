/**
 * Screenshots of issue 26's screens for a person to review (not a test, not run in CI): the stake marks on an event,
 * the low-health vignette, both ending cards of each playable History island, and the gacha reveal, at 375 and
 * 1280 px, in Spanish and English. Against the built app on a server of its own (port 3126, ./data/e2e-3126):
 *
 *   npm run build && npx tsx scripts/shots/issue-26.ts [es|en]
 *
 * Writes PNGs to shots/issue-26/ (gitignored) and prints what it took, with each run's ending and length.
 */
import { mkdirSync } from 'node:fs';
import { HISTORY_ISLANDS } from '../../src/core/catalogue/history-islands';

// The browser tests' helpers find the server's DATA_DIR (outbox, VPoints grants) from this port.
process.env.E2E_PORT ??= '3126';
const { e2eDataDir, e2ePort } = await import('../../tests/e2e/helpers/server');
const { langs } = await import('../../tests/e2e/helpers/i18n');
const { useLanguage } = await import('../../tests/e2e/helpers/session');
const { markVisitorTourSeen } = await import('../../tests/e2e/helpers/tour');
const { launchShotBrowser, startBuiltServer } = await import('./built-server');
const { playAndShoot } = await import('./play-shots');
const { gachaShots } = await import('./gacha-shots');

const outDir = 'shots/issue-26';
/** A run whose strategy missed its ending is played again, up to this many times. */
const ATTEMPTS = 3;

mkdirSync(outDir, { recursive: true });
const only = process.argv[2];
const server = await startBuiltServer(e2ePort, e2eDataDir);
const browser = await launchShotBrowser();
const report: string[] = [];
try {
  for (const lang of langs.filter((candidate) => !only || candidate === only)) {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: lang === 'es' ? 'es-ES' : 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    // tsx keeps function names with a `__name` helper that functions sent to the page (page.evaluate) then call.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    // The context's pages share localStorage: one visit stores the language and the seen tour for all of them.
    const page = await context.newPage();
    await useLanguage(page, lang);
    await markVisitorTourSeen(page);
    await page.goto('/');
    await page.close();
    const pending = { stakes: true, vignette: true };
    for (const island of HISTORY_ISLANDS.filter((candidate) => candidate.playable)) {
      for (const goal of ['die', 'win'] as const) {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          const shot = await playAndShoot(context, outDir, lang, island.number, goal, pending);
          report.push(`${lang} ${island.key} ${goal}: ${shot.ending} in ${shot.seconds} s (attempt ${attempt})`);
          console.log(report.at(-1));
          if ((shot.ending === 'rescue') === (goal === 'win')) break;
        }
      }
    }
    if (pending.vignette) report.push(`${lang}: no run showed the low-health vignette`);
    await gachaShots(context, outDir, lang);
    report.push(`${lang}: gacha reveal and result taken`);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`\nWrote ${outDir}/:\n${report.join('\n')}`);
