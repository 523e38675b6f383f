import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses } from '@src/contract/common';
import { browseQuery, browseResponse, idParams, likeResponse, playResponse } from '@src/contract/maps';
import { notFound } from '../../errors';
import { signedInUserId } from '../../plugins/auth';
import { countPlay, findMap } from '../../repositories/maps';
import { toggleLike } from '../../services/social/like-toggle';
import { browseAnswer, type BrowseMemory } from '../../services/maps/browse';
import { sendJson } from '../send-json';
import { playFromAddressCounts } from '../../services/maps/play-count';

/** The map browser (/online): the published maps, liking them, and counting plays. */
export const browseRoutes: FastifyPluginAsyncZod<{ memory: BrowseMemory }> = async (app, { memory }) => {
  const db = app.db.kysely;

  app.get(
    '/maps/all',
    {
      onRequest: app.authenticateOptional,
      config: { visitorCache: true },
      schema: { headers: apiHeaders, querystring: browseQuery, response: { 200: browseResponse, ...errorResponses } },
    },
    // Sent as it is: the visitor cache keeps a visitor's answer to serve (gzipped to browsers) for a second.
    async (request, reply) => sendJson(reply, await browseAnswer(db, memory, request.query, request.userId)),
  );

  app.post(
    '/maps/:id/like',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        params: idParams,
        body: emptyBody,
        response: { 200: likeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const map = await findMap(db, request.params.id);
      // Only maps in the browser can be liked; a draft is nobody else's business.
      if (!map || !map.published) throw notFound('MAP_NOT_FOUND');
      return toggleLike(db, userId, map.mapid);
    },
  );

  // Sent without a token when a run starts (spec 7); the count is what the browser's "Plays" order sorts by.
  app.post(
    '/maps/:id/play',
    {
      config: { changesSharedReads: false },
      schema: {
        headers: apiHeaders,
        params: idParams,
        body: emptyBody,
        response: { 200: playResponse, ...errorResponses },
      },
    },
    async (request) => {
      const map = await findMap(db, request.params.id);
      if (!map) throw notFound('MAP_NOT_FOUND');
      const counted = await playFromAddressCounts(app.attempts, request.ip, map.mapid);
      return { num_players: (counted && (await countPlay(db, map.mapid))) || map.num_players };
    },
  );
};
