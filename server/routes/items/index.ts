import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses, messageResponse } from '@src/contract/common';
import {
  itemForm,
  itemsResponse,
  itemView as itemSchema,
  ITEMS_PER_USER_MAX,
  objectidParams,
} from '@src/contract/items';
import { mapIdBody } from '@src/contract/maps';
import { conflict, notFound } from '../../errors';
import { languageOf, messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import {
  countOwnItems,
  deleteItem,
  insertItem,
  itemsUsedByMap,
  itemView,
  listOwnItems,
  updateItem,
} from '../../repositories/items';
import { findMap } from '../../repositories/maps';
import { readMultipartForm } from '../../services/uploads/multipart-form';
import { ownItem } from '../../services/maps/ownership';

/** Multipart bodies are read by the handler (services/uploads/multipart-form.ts), so OpenAPI only records the content type. */
const formSchema = { headers: apiHeaders, consumes: ['multipart/form-data'] };

/** The item creator's calls (spec 7 "Items"), and the items a map needs to be played. */
export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/items/getItems',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: emptyBody, response: { 200: itemsResponse, ...errorResponses } },
    },
    async (request) => ({ objects: (await listOwnItems(db, signedInUserId(request))).map((row) => itemView(row)) }),
  );

  // Sent without a token when a run loads (spec 7). A draft's items are shown only to its owner, if they send a token.
  app.post(
    '/items/getItemsByMapId',
    {
      onRequest: app.authenticateOptional,
      schema: { headers: apiHeaders, body: mapIdBody, response: { 200: itemsResponse, ...errorResponses } },
    },
    async (request) => {
      const map = await findMap(db, request.body.mapId);
      const visible = map && (map.published || map.owner_id === null || map.owner_id === request.userId);
      if (!visible) throw notFound('MAP_NOT_FOUND');
      const lang = languageOf(request.headers['accept-language']);
      return { objects: (await itemsUsedByMap(db, map.mapid)).map((row) => itemView(row, lang)) };
    },
  );

  app.post(
    '/items/create',
    { ...signedIn, schema: { ...formSchema, response: { 201: itemSchema, ...errorResponses } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      if ((await countOwnItems(db, userId)) >= ITEMS_PER_USER_MAX) throw conflict('ITEM_LIMIT');
      const { fields, image } = await readMultipartForm(request, itemForm);
      const item = await app.uploads.withStoredImage('item', image, (fileName) =>
        insertItem(db, userId, { ...fields, functionality: fields.functionality ?? 'None', image: fileName ?? null }),
      );
      return reply.status(201).send(itemView(item));
    },
  );

  app.patch(
    '/items/update/:objectid',
    {
      ...signedIn,
      schema: { ...formSchema, params: objectidParams, response: { 200: itemSchema, ...errorResponses } },
    },
    async (request) => {
      const existing = await ownItem(db, signedInUserId(request), request.params.objectid);
      const { fields, image } = await readMultipartForm(request, itemForm);
      // Without a new picture or functionality the item keeps its own.
      const item = await app.uploads.withStoredImage('item', image, (fileName) =>
        updateItem(db, existing.objectid, { ...fields, image: fileName }),
      );
      if (item.image !== existing.image) await app.uploads.remove('item', existing.image);
      return itemView(item);
    },
  );

  app.delete(
    '/items/delete/:objectid',
    {
      ...signedIn,
      schema: {
        headers: apiHeaders,
        params: objectidParams,
        body: emptyBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const item = await ownItem(db, signedInUserId(request), request.params.objectid);
      await deleteItem(db, item.objectid);
      await app.uploads.remove('item', item.image);
      return { message: messageForRequest('ITEM_DELETED', request) };
    },
  );
};
