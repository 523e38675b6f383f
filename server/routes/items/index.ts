import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses, messageResponse } from '@src/contract/common';
import { itemForm, itemsResponse, itemView as itemSchema, objectidParams } from '@src/contract/items';
import { mapIdBody } from '@src/contract/maps';
import { languageOf, messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { itemView } from '../../services/maps/content-views';
import {
  createItemFromForm,
  deleteOwnItem,
  editItemFromForm,
  itemsOfVisibleMap,
  ownItems,
} from '../../services/maps/item-content';
import { readMultipartForm } from '../../services/uploads/multipart-form';

/** Multipart bodies are read by the handler (services/uploads/multipart-form.ts); the OpenAPI document shows the form. */
const formSchema = { headers: apiHeaders, consumes: ['multipart/form-data'], multipartForm: itemForm };

/** The item creator's calls (spec 7 "Items"), and the items a map needs to be played. */
export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signedIn = { onRequest: app.authenticate };
  const readForm = (request: FastifyRequest) => () => readMultipartForm(request, itemForm);

  app.post(
    '/items/getItems',
    {
      config: { changesSharedReads: false },
      ...signedIn,
      schema: { headers: apiHeaders, body: emptyBody, response: { 200: itemsResponse, ...errorResponses } },
    },
    async (request) => ({ objects: (await ownItems(db, signedInUserId(request))).map((row) => itemView(row)) }),
  );

  // Sent without a token when a run loads (spec 7). A draft's items are shown only to its owner, if they send a token.
  app.post(
    '/items/getItemsByMapId',
    {
      config: { changesSharedReads: false },
      onRequest: app.authenticateOptional,
      schema: { headers: apiHeaders, body: mapIdBody, response: { 200: itemsResponse, ...errorResponses } },
    },
    async (request) => {
      const items = await itemsOfVisibleMap(db, request.userId, request.body.mapId);
      const lang = languageOf(request.headers['accept-language']);
      return { objects: items.map((row) => itemView(row, lang)) };
    },
  );

  app.post(
    '/items/create',
    { ...signedIn, schema: { ...formSchema, response: { 201: itemSchema, ...errorResponses } } },
    async (request, reply) => {
      const item = await createItemFromForm(db, app.uploads, signedInUserId(request), readForm(request));
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
      const userId = signedInUserId(request);
      return itemView(await editItemFromForm(db, app.uploads, userId, request.params.objectid, readForm(request)));
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
      await deleteOwnItem(db, app.uploads, signedInUserId(request), request.params.objectid);
      return { message: messageForRequest('ITEM_DELETED', request) };
    },
  );
};
