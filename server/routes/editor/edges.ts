import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses, messageResponse } from '@src/contract/common';
import { createEdgeBody, edgeRefBody, edgeResponse } from '@src/contract/editor';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { createEdge, deleteEdge, updateEdge } from '../../services/maps/edge-links';

/** The edges: an option's follow link (direct) or unlock link to another event (services/maps/edge-links.ts). */
export const edgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/maps/event_creator/create_edge',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: createEdgeBody, response: { 201: edgeResponse, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send({ edge: await createEdge(db, signedInUserId(request), request.body) }),
  );

  app.post(
    '/maps/event_creator/update_edge',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: edgeRefBody, response: { 200: edgeResponse, ...errorResponses } },
    },
    async (request) => ({ edge: await updateEdge(db, signedInUserId(request), request.body) }),
  );

  app.post(
    '/maps/event_creator/delete_edge',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: edgeRefBody, response: { 200: messageResponse, ...errorResponses } },
    },
    async (request) => {
      await deleteEdge(db, signedInUserId(request), request.body);
      return { message: messageForRequest('EDGE_DELETED', request) };
    },
  );
};
