import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { EventBodyInput } from '../../../src/contract/events';

/** A picture a creator might pick from their disk (WebP art of the game's own). */
const MAP_PICTURE = 'public/assets/news/mapCreator.webp';

interface MapFields {
  title: string;
  description?: string;
  /** Sent as the map's picture, as the map form's file field would: the default art, or the file at this path. */
  withPicture?: boolean | string;
}

interface PublishedMapOptions extends MapFields {
  /** Lets other creators remix it (docs/creators.md, "Remix"). */
  remixable?: boolean;
  /** Its tags, as the map form sends them ("horror,short"). */
  tags?: string;
}

const DESCRIPTION = 'Una isla pequeña con una gaviota curiosa.';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new unpublished map, as the map form's Create sends it (POST /maps/create). Returns its id. */
export async function createMapThroughApi(
  request: APIRequestContext,
  token: string,
  { title, description = DESCRIPTION, withPicture = false }: MapFields,
): Promise<number> {
  const file = typeof withPicture === 'string' ? withPicture : MAP_PICTURE;
  const type = extname(file).slice(1).replace('jpg', 'jpeg');
  const picture = { name: `isla.${type}`, mimeType: `image/${type}`, buffer: readFileSync(file) };
  const created = await request.post('/maps/create', {
    headers: auth(token),
    multipart: { title, description, ...(withPicture ? { image: picture } : {}) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { mapid: number }).mapid;
}

/** An event with its options, as the event list's form sends it (POST /maps/event/create). Returns its id. */
export async function createEventThroughApi(
  request: APIRequestContext,
  token: string,
  event: EventBodyInput,
): Promise<number> {
  const created = await request.post('/maps/event/create', { headers: auth(token), data: event });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { eventid: number }).eventid;
}

/** The map form's Save with Public ticked: publishes the map, or makes a new version of a published one. */
export async function publishThroughApi(
  request: APIRequestContext,
  token: string,
  mapId: number,
  { title, description = DESCRIPTION, remixable = false, tags }: PublishedMapOptions,
): Promise<void> {
  const published = await request.put(`/maps/map/${mapId}/edit`, {
    headers: auth(token),
    multipart: { title, description, published: '1', remixable: remixable ? '1' : '0', ...(tags ? { tags } : {}) },
  });
  expect(published.ok(), await published.text()).toBe(true);
}

/**
 * A published map with one winnable event, made through the API as the creator's screens would (POST /maps/create,
 * an event, then the edit that publishes it). Returns its id.
 */
export async function publishMapThroughApi(
  request: APIRequestContext,
  token: string,
  options: PublishedMapOptions,
): Promise<number> {
  const mapId = await createMapThroughApi(request, token, options);
  await createEventThroughApi(request, token, {
    mapId,
    premise: 'Una gaviota te mira',
    consequencesList: [{ option: 'Saludarla', consequenceText: 'Llega un barco.', wins: true }],
  });
  await publishThroughApi(request, token, mapId, options);
  return mapId;
}
