import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createVerifiedUser, newUser } from './helpers/accounts';
import { text } from './helpers/i18n';
import { markVisitorTourSeen } from './helpers/tour';

const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);

/** The stage host carries the address of the picture the game drew as its backdrop. */
const backdrop = (page: Page) => page.locator('[data-backdrop]');

test.describe('a new player starts a game on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.setTimeout(120_000);

  test.beforeEach(async ({ page }) => markVisitorTourSeen(page));

  test('a map made without a picture starts from Online Mode, on the default map picture', async ({ page }) => {
    const creator = newUser('nopic');
    await createVerifiedUser(page.request, creator);
    const headers = { Authorization: `Bearer ${await apiLogin(page.request, creator)}` };
    const title = `Isla sin foto ${creator.username.slice(-4)}`;
    // The map form's picture is optional: the creator leaves it out.
    const created = await page.request.post('/maps/create', {
      headers,
      multipart: { title, description: 'Una isla que nadie ha fotografiado.', published: '0' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { mapid } = (await created.json()) as { mapid: number };
    const premise = 'Una gaviota te mira fijamente';
    const event = await page.request.post('/maps/event/create', {
      headers,
      data: {
        mapId: mapid,
        premise,
        consequencesList: [
          { option: 'Saludarla', consequenceText: 'La gaviota llama a un barco.', wins: true },
          { option: 'Ignorarla', consequenceText: 'Se va volando.' },
        ],
      },
    });
    expect(event.status(), await event.text()).toBe(201);
    const published = await page.request.put(`/maps/map/${mapid}/edit`, {
      headers,
      multipart: { title, description: 'Una isla que nadie ha fotografiado.', published: '1' },
    });
    expect(published.ok(), await published.text()).toBe(true);

    // A visitor finds it in Online Mode and plays it. While the page of maps is on its way, card-shaped placeholders
    // stand where the cards will be, so the first card does not jump when it arrives.
    let sendPage!: () => void;
    const pageHeld = new Promise<void>((resolve) => (sendPage = resolve));
    await page.route('**/maps/all?*', async (route) => {
      await pageHeld;
      await route.continue();
    });
    await page.goto(`/online?search=${encodeURIComponent(title)}`);
    const firstPlace = page.locator('main ul > li').first();
    await expect(firstPlace).toBeVisible();
    const placeholder = (await firstPlace.boundingBox())!;
    sendPage();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    expect(Math.abs((await firstPlace.boundingBox())!.y - placeholder.y), 'the first card moved').toBeLessThanOrEqual(
      1,
    );
    await expect(card.locator('img').first()).toHaveAttribute('src', '/assets/maps/default.webp');
    const started = page.waitForResponse((response) => response.url().endsWith('/play/play'));
    await card.getByRole('button', { name: t('online', 'card.playMap', { name: title }) }).click();
    await expect(page).toHaveURL(/\/play$/);
    expect(((await (await started).json()) as { imagenMapa: string | null }).imagenMapa).toBeNull();

    await expect(backdrop(page)).toHaveAttribute('data-backdrop', '/assets/maps/default.webp');
    await page.getByRole('button', { name: t('play', 'actions.bottle') }).click();
    await expect(page.getByText(premise)).toBeVisible();
  });

  test('Zombie Island started from History Mode shows its own backdrop, every time', async ({ page }) => {
    for (let start = 0; start < 3; start++) {
      await page.goto('/history');
      await expect(page.getByRole('heading', { name: t('history', 'islands.beach.name') })).toBeVisible();
      await page.getByRole('button', { name: t('history', 'next') }).click();
      await expect(page.getByRole('heading', { name: t('history', 'islands.zombie.name') })).toBeVisible();
      await page.getByRole('button', { name: t('history', 'start') }).click();
      await expect(page).toHaveURL(/\/play$/);
      await expect(page.getByRole('button', { name: t('play', 'actions.bottle') })).toBeVisible();
      // Island 2's picture (served at /uploads/2.jpeg, or the generated file), never the beach's.
      await expect(backdrop(page)).toHaveAttribute('data-backdrop', /\/2\.jpeg$/);
      // Settled: a slower, earlier load must not paint over it either.
      await page.waitForTimeout(1500);
      await expect(backdrop(page)).toHaveAttribute('data-backdrop', /\/2\.jpeg$/);
    }
  });
});
