import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

/** A picture a creator might pick from their disk (WebP art of the game's own). */
const MAP_PICTURE = 'public/assets/news/mapCreator.webp';

interface PublishedMapOptions {
  title: string;
  /** Sent as the map's picture, as the map form's file field would. */
  withPicture?: boolean;
  /** Lets other creators remix it (docs/creators.md, "Remix"). */
  remixable?: boolean;
  /** Its tags, as the map form sends them ("horror,short"). */
  tags?: string;
  description?: string;
}

/**
 * A published map with one winnable event, made through the API as the creator's screens would (POST /maps/create,
 * an event, then the edit that publishes it). Returns its id.
 */
export async function publishMapThroughApi(
  request: APIRequestContext,
  token: string,
  {
    title,
    withPicture = false,
    remixable = false,
    tags,
    description = 'Una isla pequeña con una gaviota curiosa.',
  }: PublishedMapOptions,
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const picture = { name: 'isla.webp', mimeType: 'image/webp', buffer: readFileSync(MAP_PICTURE) };
  const created = await request.post('/maps/create', {
    headers,
    multipart: { title, description, ...(withPicture ? { image: picture } : {}) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { mapid } = (await created.json()) as { mapid: number };
  const event = await request.post('/maps/event/create', {
    headers,
    data: {
      mapId: mapid,
      premise: 'Una gaviota te mira',
      consequencesList: [{ option: 'Saludarla', consequenceText: 'Llega un barco.', wins: true }],
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const published = await request.put(`/maps/map/${mapid}/edit`, {
    headers,
    multipart: { title, description, published: '1', remixable: remixable ? '1' : '0', ...(tags ? { tags } : {}) },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return mapid;
}
