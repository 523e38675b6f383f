import { expect, type Locator, type Page } from '@playwright/test';
import { text } from './i18n';

/** A map leaving the map creator as a file and coming back as a new draft (docs/creators.md, "Files"). */
const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);

/** The download button of the map's card: answers where the browser saved the file. */
export async function exportMap(page: Page, card: Locator, mapName: string): Promise<string> {
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: t('creator', 'maps.exportMap', { name: mapName }) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.vsmap\.json$/);
  return file.path();
}

/** "Importar mapa", then the file in the browser's file picker: answers the new draft's id once its card shows. */
export async function importMap(page: Page, file: string): Promise<number> {
  const chooser = page.waitForEvent('filechooser');
  const imported = page.waitForResponse((response) => response.url().endsWith('/maps/import'));
  await page.getByRole('button', { name: t('creator', 'mapFile.import') }).click();
  await (await chooser).setFiles(file);
  const answer = await imported;
  expect(answer.status(), await answer.text()).toBe(201);
  const { map } = (await answer.json()) as { map: { mapid: number; name: string } };
  await expect(page.getByText(t('creator', 'mapFile.imported', { name: map.name }))).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ hasText: t('creator', 'maps.cardTitle', { id: map.mapid, name: map.name }) });
  await expect(card.getByText(t('creator', 'maps.private'))).toBeVisible();
  return map.mapid;
}
