import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import {
  mapForm,
  mapIdParams,
  mapInvalidResponse,
  MAPS_PER_USER_MAX,
  ownMap as ownMapSchema,
} from '@src/contract/maps';
import { validateMap } from '@src/core/map-validation';
import type { MapRow } from '../../db/schema-creators';
import { conflict } from '../../errors';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { countOwnMaps, insertMap, ownMapView, updateMap } from '../../repositories/maps';
import { mapIssues } from '../../services/maps/map-content';
import { readMultipartForm } from '../../services/uploads/multipart-form';
import { ownMap } from '../../services/maps/ownership';

/** Multipart bodies are read by the handler (services/uploads/multipart-form.ts), so OpenAPI only records the content type. */
const formSchema = { headers: apiHeaders, consumes: ['multipart/form-data'] };

/**
 * The map popup: POST /maps/create and PUT /maps/map/{mapId}/edit with the multipart fields title, description,
 * published (1/0) and an optional image. Publishing runs the map check first and is refused with the list of issues
 * (422 MAP_INVALID), changing nothing; the same form saves the map unpublished.
 */
export const mapFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  /** Saves the form for a new map (no `existing`) or an existing one; the saved map, or the 422 refusal. */
  async function saveMapForm(request: FastifyRequest, reply: FastifyReply, userId: number, existing?: MapRow) {
    const { fields, image } = await readMultipartForm(request, mapForm);
    const published = fields.published === '1';
    if (published) {
      // A map being created has no events yet, so it cannot pass the check.
      const issues = existing ? await mapIssues(db, existing.mapid) : validateMap([]);
      if (issues.length > 0) {
        return reply
          .status(422)
          .send({ error: messageForRequest('MAP_INVALID', request), code: 'MAP_INVALID', issues });
      }
    }
    const draft = { name: fields.title, description: fields.description, published };
    const saved = await app.uploads.withStoredImage('map', image, (fileName) =>
      existing
        ? updateMap(db, existing.mapid, { ...draft, image: fileName })
        : insertMap(db, userId, { ...draft, image: fileName }),
    );
    if (existing && saved.image !== existing.image) await app.uploads.remove('map', existing.image);
    return reply.status(existing ? 200 : 201).send(ownMapView(saved));
  }

  app.post(
    '/maps/create',
    {
      onRequest: app.authenticate,
      schema: { ...formSchema, response: { 201: ownMapSchema, 422: mapInvalidResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      if ((await countOwnMaps(db, userId)) >= MAPS_PER_USER_MAX) throw conflict('MAP_LIMIT');
      return saveMapForm(request, reply, userId);
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
      return saveMapForm(request, reply, userId, await ownMap(db, userId, request.params.mapId));
    },
  );
};
