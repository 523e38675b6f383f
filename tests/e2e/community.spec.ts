import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { apiLogin, createVerifiedUser, newUser, type TestUser } from './helpers/accounts';
import { text, type Lang } from './helpers/i18n';
import { publishMapThroughApi } from './helpers/maps';
import { runOperatorCommand } from './helpers/operator';
import { signInThroughForm, useLanguage } from './helpers/session';

/*
 * Issue 29's community journeys (docs/moderation.md, docs/creators.md "Remix"): notice and action with reasons and an
 * appeal decided by another moderator, and a remix that keeps its credit line. In Spanish, the journeys' language.
 */
const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);

/** Screenshots go to the test's output, or to SHOTS_DIR when set (to look at them together). */
const shot = (testInfo: TestInfo, name: string) =>
  process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, name) : testInfo.outputPath(name);
const widths = [375, 1280] as const;
const sizeOf = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

async function screenshots(page: Page, testInfo: TestInfo, name: string, lang: Lang) {
  for (const width of widths) {
    await page.setViewportSize(sizeOf(width));
    await page.screenshot({ path: shot(testInfo, `${name}-${lang}-${width}.png`), fullPage: true });
  }
}

/** Runs `look` on the page reloaded in `lang`, then goes back to Spanish, as the language switch would. */
async function inLanguage(page: Page, lang: Lang, look: () => Promise<unknown>) {
  for (const chosen of [lang, 'es'] as const) {
    await page.evaluate((value) => localStorage.setItem('language', value), chosen);
    await page.reload();
    if (chosen === lang) await look();
  }
}

const REPORT_TEXT = 'Solo anuncia una tienda de fuera del juego.';

/**
 * Finds the map in Online Mode, opens its report dialog and chooses a reason and writes a text, in `lang`. Only to
 * look at it, the dialog is then photographed and cancelled; otherwise it is returned, filled, to be sent.
 */
async function fillReport(page: Page, lang: Lang, title: string, testInfo: TestInfo, onlyLook: boolean) {
  const card = (await searchOnline(page, title)).filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  await expect(card.locator('img').first()).toHaveAttribute('src', /^\/uploads\/(thumbs\/)?[\w-]+\.webp$/);
  await card.getByRole('button', { name: text(lang, 'moderation', 'report.openFor', { subject: title }) }).click();
  const report = page.getByRole('dialog', { name: text(lang, 'moderation', 'report.title', { subject: title }) });
  await expect(report.getByText(text(lang, 'moderation', 'targets.map'))).toBeVisible();
  const reason = report.getByLabel(text(lang, 'moderation', 'report.reason'));
  await reason.selectOption({ label: text(lang, 'moderation', 'reasons.spam') });
  await report.getByLabel(text(lang, 'moderation', 'report.text')).fill(REPORT_TEXT);
  await expect(report.getByRole('button', { name: text(lang, 'moderation', 'report.submit') })).toBeEnabled();
  if (!onlyLook) return report;
  await screenshots(page, testInfo, 'report-dialog', lang);
  await report.getByRole('button', { name: text(lang, 'common', 'actions.cancel') }).click();
  await expect(report).toBeHidden();
  return report;
}

/** A fresh browser of one player, signed in through the login form in Spanish. */
async function signedIn(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'es');
  await signInThroughForm(page, user, 'es');
  return page;
}

/** The Online Mode cards that match `search`, as a player looking for a map would list them. */
async function searchOnline(page: Page, search: string) {
  await page.goto(`/online?search=${encodeURIComponent(search)}`);
  return page.getByRole('article');
}

interface Decision {
  action: 'hide' | 'restore';
  reason: string;
  statement: string;
}

/** A moderator's decision on the queue card `card` (a report or an appeal): it leaves the queue once recorded. */
async function decide(card: Locator, formName: string, { action, reason, statement }: Decision) {
  const form = card.getByRole('form', { name: formName });
  await form.getByLabel(t('moderation', 'queue.action')).selectOption({ label: t('moderation', `actions.${action}`) });
  await form.getByLabel(t('moderation', 'queue.reason')).selectOption({ label: t('moderation', `reasons.${reason}`) });
  await form.getByLabel(t('moderation', 'queue.statement')).fill(statement);
  await form.getByRole('button', { name: t('moderation', 'queue.decide') }).click();
  await expect(card).toHaveCount(0);
}

const HIDE_STATEMENT = 'El mapa anuncia una tienda ajena al juego.';

test.describe('the community', () => {
  test.setTimeout(180_000);

  test('a player reports a map; a moderator hides it; the creator appeals; another moderator restores it', async ({
    browser,
    request,
  }, testInfo) => {
    const [creator, reporter, firstModerator, secondModerator] = ['maker', 'reporter', 'modone', 'modtwo'].map(newUser);
    await Promise.all(
      [creator, reporter, firstModerator, secondModerator].map((user) => createVerifiedUser(request, user)),
    );
    // The role comes only from the operator's command, never from the API.
    for (const moderator of [firstModerator, secondModerator])
      runOperatorCommand('moderator', ['grant', moderator.username]);
    const title = `Isla Gaviota ${creator.username.slice(-4)}`;
    await publishMapThroughApi(request, await apiLogin(request, creator), { title, withPicture: true });

    // 1. Another player finds it in Online Mode and reports it: a reason and a text. The dialog is shown in English
    // first (for its screenshots), then sent in Spanish.
    const player = await signedIn(browser, reporter);
    await inLanguage(player, 'en', () => fillReport(player, 'en', title, testInfo, true));
    const report = await fillReport(player, 'es', title, testInfo, false);
    await screenshots(player, testInfo, 'report-dialog', 'es');
    // A text left empty is asked for before anything is sent.
    await report.getByLabel(t('moderation', 'report.text')).fill('');
    await report.getByRole('button', { name: t('moderation', 'report.submit') }).click();
    await expect(report.getByText(t('moderation', 'report.textRequired'))).toBeVisible();
    await report.getByLabel(t('moderation', 'report.text')).fill(REPORT_TEXT);
    await report.getByRole('button', { name: t('moderation', 'report.submit') }).press('Enter');
    const received = player.getByRole('dialog', { name: t('moderation', 'report.receivedTitle') });
    await expect(received.getByRole('status')).not.toBeEmpty();
    await received.getByRole('button', { name: t('moderation', 'report.done') }).click();
    await expect(received).toBeHidden();

    // 2. A moderator finds it in the queue, with the report's reason and text, and hides it with a reason.
    const moderator = await signedIn(browser, firstModerator);
    await moderator.goto('/moderation');
    const entry = moderator.getByRole('article', { name: title, exact: true });
    await expect(entry.getByRole('paragraph').filter({ hasText: t('moderation', 'reasons.spam') })).toBeVisible();
    await expect(entry.getByText(REPORT_TEXT)).toBeVisible();
    await expect(entry.getByText(t('moderation', 'queue.owner', { name: creator.username }))).toBeVisible();
    await screenshots(moderator, testInfo, 'moderation-queue', 'es');
    await inLanguage(moderator, 'en', async () => {
      await expect(entry.getByText(text('en', 'moderation', 'queue.owner', { name: creator.username }))).toBeVisible();
      await screenshots(moderator, testInfo, 'moderation-queue', 'en');
    });
    const hide = { action: 'hide', reason: 'spam', statement: HIDE_STATEMENT } as const;
    await decide(entry, t('moderation', 'queue.decideAbout', { title }), hide);

    // 3. The map is gone from Online Mode for the player who reported it.
    await expect(await searchOnline(player, title)).toHaveCount(0);

    // 4. The creator reads the notice, with its statement of reasons, and appeals once.
    const owner = await signedIn(browser, creator);
    await owner.goto('/notices');
    const notice = owner.getByRole('article', {
      name: t('moderation', 'notices.owner.hide', { subject: title, kind: t('moderation', 'kinds.map') }),
    });
    await expect(
      notice.getByText(t('moderation', 'notices.reason', { reason: t('moderation', 'reasons.spam') })),
    ).toBeVisible();
    await expect(notice.getByText(t('moderation', 'notices.statement', { text: HIDE_STATEMENT }))).toBeVisible();
    await expect(notice.getByText(t('moderation', 'notices.foundReports_one', { count: 1 }))).toBeVisible();
    await screenshots(owner, testInfo, 'notice', 'es');
    await inLanguage(owner, 'en', async () => {
      const subject = { subject: title, kind: text('en', 'moderation', 'kinds.map') };
      await expect(
        owner.getByRole('article', { name: text('en', 'moderation', 'notices.owner.hide', subject) }),
      ).toBeVisible();
      await screenshots(owner, testInfo, 'notice', 'en');
    });
    await notice.getByLabel(t('moderation', 'notices.appealText')).fill('Quité el anuncio: ahora es solo una isla.');
    await notice.getByRole('button', { name: t('moderation', 'notices.appeal') }).click();
    await expect(notice.getByText(t('moderation', 'notices.appealed'))).toBeVisible();
    await expect(notice.getByRole('button', { name: t('moderation', 'notices.appeal') })).toHaveCount(0);

    // 5. The moderator who hid it may not decide the appeal; another one restores the map.
    await moderator.reload();
    const ownAppeal = moderator.getByRole('article', { name: t('moderation', 'queue.appealOf', { title }) });
    await expect(ownAppeal.getByText(t('moderation', 'queue.ownDecision'))).toBeVisible();
    const reviewer = await signedIn(browser, secondModerator);
    await reviewer.goto('/moderation');
    const appeal = reviewer.getByRole('article', { name: t('moderation', 'queue.appealOf', { title }) });
    await expect(appeal.getByText('Quité el anuncio: ahora es solo una isla.')).toBeVisible();
    const upheld = { action: 'restore', reason: 'appeal_upheld', statement: 'El autor quitó el anuncio.' } as const;
    await decide(appeal, t('moderation', 'queue.decideAppeal', { title }), upheld);

    // 6. The map is back in Online Mode, and the creator is told.
    await expect(await searchOnline(player, title)).toHaveCount(1);
    await owner.reload();
    await expect(
      owner.getByRole('article', {
        name: t('moderation', 'notices.owner.restore', { subject: title, kind: t('moderation', 'kinds.map') }),
      }),
    ).toBeVisible();
  });

  test('a remix of a remixable map keeps its credit line on its card', async ({ browser, request }) => {
    const [original, remixer] = ['origin', 'remixer'].map(newUser);
    await Promise.all([original, remixer].map((user) => createVerifiedUser(request, user)));
    const title = `Faro Remezcla ${original.username.slice(-4)}`;
    await publishMapThroughApi(request, await apiLogin(request, original), { title, remixable: true });

    // The other creator presses "Remezclar" on its card; the copy lands in their drafts.
    const page = await signedIn(browser, remixer);
    const card = (await searchOnline(page, title)).filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: t('online', 'remix.label', { name: title }) }).click();
    await expect(page).toHaveURL(/\/map_creator$/);
    await expect(page.getByText(t('online', 'remix.done', { name: title }))).toBeVisible();

    // Published from the map creator, the copy's card names the map and the creator it is based on.
    await page.getByRole('button', { name: t('creator', 'maps.editMap', { name: title }) }).click();
    const editForm = page.getByRole('dialog', { name: t('creator', 'mapForm.editTitle') });
    await editForm.getByLabel(t('creator', 'mapForm.public')).check();
    await editForm.getByRole('button', { name: t('creator', 'mapForm.edit') }).click();
    await expect(editForm).toBeHidden();

    const cards = await searchOnline(page, title);
    await expect(cards).toHaveCount(2);
    const credit = t('common', 'credits.basedOn', {
      work: t('common', 'credits.work', { title, creator: original.username }),
    });
    const copy = cards.filter({ hasText: remixer.username });
    await expect(copy.getByText(credit, { exact: true })).toBeVisible();
    // The original has no credit, and its owner's name is only in its own byline.
    await expect(cards.filter({ hasNotText: remixer.username }).getByText(credit)).toHaveCount(0);
  });
});
