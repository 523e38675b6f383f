import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses } from '@src/contract/common';
import { MAP_FILE_BYTES_MAX, mapFile, mapImportResponse } from '@src/contract/map-file';
import { mapIdParams } from '@src/contract/maps';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { ownMapView } from '../../services/maps/content-views';
import { exportMapFile, importMapFile } from '../../services/maps/map-files';
import { remixMap } from '../../services/maps/map-remix';

/** A file name any system accepts, from the map's title: letters and digits, the rest as dashes. */
const fileNameOf = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'map'
  }.vsmap.json`;

/**
 * A map as one file: its owner exports it; anyone signed in imports a file as a new draft (docs/creators.md, "Files"),
 * or remixes another creator's published remixable map into a draft of their own, with its credits ("Remix").
 */
export const mapFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/maps/:mapId/export',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, params: mapIdParams, response: { 200: mapFile, ...errorResponses } },
    },
    async (request, reply) => {
      const file = await exportMapFile(db, app.uploads, signedInUserId(request), request.params.mapId);
      return reply
        .header('content-disposition', `attachment; filename="${fileNameOf(file.map.title)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.post(
    '/maps/import',
    {
      // A draft of the importer's own: nobody else's answers change.
      config: { changesSharedReads: false },
      bodyLimit: MAP_FILE_BYTES_MAX,
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, body: mapFile, response: { 201: mapImportResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { map, tags } = await importMapFile(db, app.uploads, signedInUserId(request), request.body);
      return reply
        .status(201)
        .send({ message: messageForRequest('MAP_IMPORTED', request), map: ownMapView(map, tags) });
    },
  );

  app.post(
    '/maps/:mapId/remix',
    {
      // Like an import: a draft of the caller's own, and no count of the source's moves.
      config: { changesSharedReads: false },
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        params: mapIdParams,
        body: emptyBody,
        response: { 201: mapImportResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { map, tags } = await remixMap(db, app.uploads, signedInUserId(request), request.params.mapId);
      return reply.status(201).send({ message: messageForRequest('MAP_REMIXED', request), map: ownMapView(map, tags) });
    },
  );
};
