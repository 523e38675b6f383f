import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses, messageResponse } from '@src/contract/common';
import { createConsequenceBody, createConsequenceResponse, deleteConsequenceBody } from '@src/contract/editor';
import { OPTIONS_PER_EVENT_MAX } from '@src/contract/events';
import { badRequest } from '../../errors';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { deleteOptions, insertOption, listOptionsOfEvent } from '../../repositories/consequences';
import { refreshMap } from '../../services/maps/map-content';
import { checkOptionLinks, ownEvent, ownMap, ownOption } from '../../services/maps/ownership';

/** A node's options: the add-option form and deleting one option. */
export const optionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/maps/event_creator/create_consequence',
    {
      ...signedIn,
      schema: {
        headers: apiHeaders,
        body: createConsequenceBody,
        response: { 201: createConsequenceResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { mapid, eventid, ...option } = request.body;
      const consequenceid = await db.transaction().execute(async (trx) => {
        await ownMap(trx, userId, mapid);
        await ownEvent(trx, userId, eventid, mapid, 'eventid');
        if ((await listOptionsOfEvent(trx, eventid)).length >= OPTIONS_PER_EVENT_MAX)
          throw badRequest('TOO_MANY_OPTIONS');
        await checkOptionLinks(trx, userId, mapid, [option], (_index, name) => name);
        const id = await insertOption(trx, eventid, option);
        await refreshMap(trx, mapid);
        return id;
      });
      return reply.status(201).send({ consequenceid });
    },
  );

  app.post(
    '/maps/event_creator/delete_consequence',
    {
      ...signedIn,
      schema: {
        headers: apiHeaders,
        body: deleteConsequenceBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { mapId, consequenceId } = request.body;
      await db.transaction().execute(async (trx) => {
        await ownMap(trx, userId, mapId);
        await ownOption(trx, userId, consequenceId, { mapid: mapId });
        await deleteOptions(trx, [consequenceId]);
        await refreshMap(trx, mapId);
      });
      return { message: messageForRequest('CONSEQUENCE_DELETED', request) };
    },
  );
};
