import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { mapAnalyticsParams, mapAnalyticsQuery, mapAnalyticsResponse } from '@src/contract/map-analytics';
import type { JoinedJson } from '../../lib/json-bytes';
import { ShortMemory } from '../../lib/short-memory';
import { signedInUserId } from '../../plugins/auth';
import { mapAnalytics } from '../../services/maps/map-analytics';
import { sendJoined } from '../send-json';

/**
 * The answers of much-played versions (10,000 runs or more: services/maps/map-analytics.ts), whose figures move by a
 * fraction in a minute: an owner's next asks then read nothing (a read is otherwise five queries). Any change of this server forgets them
 * (a version published, the map deleted or hidden), so they never outlive it here; another server's show within this.
 */
const STEADY_ANSWER_TTL_MS = 60_000;

/** How a published map plays, for its owner only (docs/creators.md, "Analytics"). */
export const mapAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const steady = new ShortMemory<JoinedJson>({ ttlMs: STEADY_ANSWER_TTL_MS, maxKeys: 1000 });
  app.dataChanges.onChange(() => steady.forget());

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
      const key = `${userId} ${mapId} ${version ?? ''}`;
      let answer = steady.peek(key);
      if (!answer) {
        const started = steady.startRead();
        const read = await mapAnalytics(db, userId, mapId, version);
        if (read.steady) steady.keep(key, read.answer, started);
        answer = read.answer;
      }
      return sendJoined(request, reply.header('cache-control', 'no-store'), answer);
    },
  );
};
