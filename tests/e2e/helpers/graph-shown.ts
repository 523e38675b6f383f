import { expect, type Page } from '@playwright/test';
import { showWholeMap } from './diagram';

/**
 * The map's graph as the diagram editor shows it, to tell whether two maps are the same: each event as screen readers
 * meet it (its premise, lock, options with their texts, changes, items, wins and links) and each link's name. An
 * imported map's events get new numbers, so every "#N" and "evento N" names the event's premise instead.
 */
export async function graphShown(page: Page): Promise<{ events: string[]; links: string[] }> {
  await showWholeMap(page);
  const nodes = await page.locator('.react-flow__node').all();
  const premises = new Map<string, string>();
  const snapshots: string[] = [];
  for (const node of nodes) {
    const label = await node.getByRole('article').getAttribute('aria-label');
    const id = /\d+/.exec(label ?? '')?.[0];
    if (!id) throw new Error(`an event on the canvas without a number: ${label}`);
    premises.set(id, await node.getByRole('textbox').inputValue());
    snapshots.push(await node.ariaSnapshot());
  }
  const links = await page
    .locator('.react-flow__edge')
    .evaluateAll((edges) => edges.map((edge) => edge.getAttribute('aria-label') ?? ''));
  const named = (shown: string) =>
    shown.replace(/(#|[Ee]vento )(\d+)/g, (found, _, id: string) =>
      premises.has(id) ? `«${premises.get(id)}»` : found,
    );
  expect(nodes.length).toBeGreaterThan(0);
  return { events: snapshots.map(named).sort(), links: links.map(named).sort() };
}
