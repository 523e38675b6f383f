import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { EventBodyInput, EventDetail } from '@src/contract/events';
import type { ItemView } from '@src/contract/items';
import type { OwnMap } from '@src/contract/maps';
import type { App } from '../../../server/app';

type Headers = Record<string, string>;

export interface FilePart {
  data: Buffer;
  filename?: string;
  contentType?: string;
  /** The form field; `image` unless a test sends a file under another name. */
  field?: string;
}

/** A multipart/form-data body as a browser sends it, for app.inject; fields as pairs may repeat a name. */
export function multipart(
  fields: Record<string, string> | readonly (readonly [string, string])[],
  files: FilePart[] = [],
): { payload: Buffer; headers: Headers } {
  const boundary = `----vs${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename ?? 'picture.png'}"\r\n` +
      `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real picture of the given size and format, made by sharp. */
export function picture(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** Sends the multipart map form (POST /maps/create, or the edit of `mapId`). */
export function sendMapForm(
  app: App,
  headers: Headers,
  fields: Record<string, string>,
  files: FilePart[] = [],
  mapId?: number,
) {
  const body = multipart(fields, files);
  return app.inject({
    method: mapId === undefined ? 'POST' : 'PUT',
    url: mapId === undefined ? '/maps/create' : `/maps/map/${mapId}/edit`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function createMap(
  app: App,
  headers: Headers,
  fields: Record<string, string> = {},
  files: FilePart[] = [],
): Promise<OwnMap> {
  const res = await sendMapForm(
    app,
    headers,
    { title: 'Isla de prueba', description: 'Una isla.', published: '0', ...fields },
    files,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** An option with the two required texts; the rest takes the defaults unless given. */
export const option = (overrides: Record<string, unknown> = {}) => ({
  option: 'Nadar',
  consequenceText: 'Llegas a la orilla.',
  ...overrides,
});

export function sendEvent(
  app: App,
  headers: Headers,
  body: Partial<EventBodyInput> & { mapId: number },
  eventid?: number,
) {
  return app.inject({
    method: eventid === undefined ? 'POST' : 'PUT',
    url: eventid === undefined ? '/maps/event/create' : `/maps/event/${eventid}/edit`,
    headers,
    payload: { premise: 'Un cangrejo gigante', isChecked: false, consequencesList: [], wins: false, ...body },
  });
}

export async function createEvent(
  app: App,
  headers: Headers,
  body: Partial<EventBodyInput> & { mapId: number },
): Promise<EventDetail> {
  const res = await sendEvent(app, headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function sendItemForm(
  app: App,
  headers: Headers,
  fields: Record<string, string>,
  files: FilePart[] = [],
  objectid?: number,
) {
  const body = multipart(fields, files);
  return app.inject({
    method: objectid === undefined ? 'POST' : 'PATCH',
    url: objectid === undefined ? '/items/create' : `/items/update/${objectid}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function createItem(
  app: App,
  headers: Headers,
  fields: Record<string, string> = {},
  files: FilePart[] = [],
): Promise<ItemView> {
  const res = await sendItemForm(
    app,
    headers,
    { name: 'Cuerda', description: 'Una cuerda larga.', functionality: 'intercambiable', ...fields },
    files,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A small publishable map: an open event whose option wins. */
export async function publishableMap(app: App, headers: Headers, title = 'Isla publicable'): Promise<OwnMap> {
  const map = await createMap(app, headers, { title });
  await createEvent(app, headers, { mapId: map.mapid, consequencesList: [option({ wins: true })] });
  const res = await sendMapForm(
    app,
    headers,
    { title, description: 'Lista para jugar.', published: '1' },
    [],
    map.mapid,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
