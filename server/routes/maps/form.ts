import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { mapForm, mapIdParams, mapInvalidResponse, ownMap as ownMapSchema } from '@src/contract/maps';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { createMapFromForm, editMapFromForm, type MapFormOutcome } from '../../services/maps/map-form';
import { readMultipartForm } from '../../services/uploads/multipart-form';

/** Multipart bodies are read by the handler (services/uploads/multipart-form.ts); the OpenAPI document shows the form. */
const formSchema = { headers: apiHeaders, consumes: ['multipart/form-data'], multipartForm: mapForm };

/**
 * The map popup: POST /maps/create and PUT /maps/map/{mapId}/edit with the multipart fields title, description,
 * published (1/0) and an optional image (services/maps/map-form.ts). Publishing a map the map check refuses answers
 * 422 MAP_INVALID with the list of issues, changing nothing.
 */
export const mapFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const readForm = (request: FastifyRequest) => () => readMultipartForm(request, mapForm);
  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: MapFormOutcome, status: 200 | 201) =>
    outcome.ok
      ? reply.status(status).send(outcome.map)
      : reply.status(422).send({
          error: messageForRequest('MAP_INVALID', request),
          code: 'MAP_INVALID',
          issues: outcome.issues,
        });

  app.post(
    '/maps/create',
    {
      onRequest: app.authenticate,
      schema: { ...formSchema, response: { 201: ownMapSchema, 422: mapInvalidResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const outcome = await createMapFromForm(db, app.uploads, signedInUserId(request), readForm(request));
      return answer(request, reply, outcome, 201);
    },
  );

  app.put(
    '/maps/map/:mapId/edit',
    {
      onRequest: app.authenticate,
      schema: {
        ...formSchema,
        params: mapIdParams,
        response: { 200: ownMapSchema, 422: mapInvalidResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const outcome = await editMapFromForm(db, app.uploads, userId, request.params.mapId, readForm(request));
      return answer(request, reply, outcome, 200);
    },
  );
};
