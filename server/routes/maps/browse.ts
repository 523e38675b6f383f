import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses } from '@src/contract/common';
import { browseQuery, browseResponse, idParams, likeResponse, playResponse } from '@src/contract/maps';
import { signedInUserId } from '../../plugins/auth';
import { toggleLike } from '../../services/social/like-toggle';
import { browseAnswer, type BrowseMemory } from '../../services/maps/browse';
import { sendJson } from '../send-json';
import { countPlayFrom } from '../../services/maps/play-count';

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
    async (request) => toggleLike(db, signedInUserId(request), request.params.id),
  );

  // Sent without a token when a run starts (spec 7); the count is what the browser's "Plays" order sorts by. A token,
  // when sent, only tells the owner, whose own plays never count.
  app.post(
    '/maps/:id/play',
    {
      config: { changesSharedReads: false },
      onRequest: app.authenticateOptional,
      schema: {
        headers: apiHeaders,
        params: idParams,
        body: emptyBody,
        response: { 200: playResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = { userId: request.userId, addressKey: (day: string) => app.playAddressKey(request.ip, day) };
      return { num_players: await countPlayFrom(db, caller, request.params.id) };
    },
  );
};
