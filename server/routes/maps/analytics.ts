import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { mapAnalyticsParams, mapAnalyticsQuery, mapAnalyticsResponse } from '@src/contract/map-analytics';
import { signedInUserId } from '../../plugins/auth';
import { mapAnalytics } from '../../services/maps/map-analytics';
import { sendJoined } from '../send-json';

/** How a published map plays, for its owner only (docs/creators.md, "Analytics"). */
export const mapAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/maps/:mapId/analytics',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        params: mapAnalyticsParams,
        querystring: mapAnalyticsQuery,
        response: { 200: mapAnalyticsResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { mapId, version } = { ...request.params, ...request.query };
      const answer = await mapAnalytics(db, userId, mapId, version);
      return sendJoined(request, reply.header('cache-control', 'no-store'), answer);
    },
  );
};
