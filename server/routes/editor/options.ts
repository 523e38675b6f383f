import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses, messageResponse } from '@src/contract/common';
import { createConsequenceBody, createConsequenceResponse, deleteConsequenceBody } from '@src/contract/editor';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { createOption, deleteOption } from '../../services/maps/option-content';

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
    async (request, reply) =>
      reply.status(201).send({ consequenceid: await createOption(db, signedInUserId(request), request.body) }),
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
      await deleteOption(db, signedInUserId(request), request.body.mapId, request.body.consequenceId);
      return { message: messageForRequest('CONSEQUENCE_DELETED', request) };
    },
  );
};
