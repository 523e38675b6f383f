import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses, messageResponse } from '@src/contract/common';
import { createEdgeBody, edgeRefBody, edgeResponse, type Edge, type EdgeType } from '@src/contract/editor';
import { notFound } from '../../errors';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { setLink, type LinkColumn, type OptionOwnership } from '../../repositories/consequences';
import { refreshMap } from '../../services/maps/map-content';
import { ownEvent, ownMap, ownOption } from '../../services/maps/ownership';

const columnOf: Record<EdgeType, LinkColumn> = { direct: 'follows_eventid', unlocks: 'unlocks_eventid' };
const otherType: Record<EdgeType, EdgeType> = { direct: 'unlocks', unlocks: 'direct' };

const edgeView = (option: OptionOwnership, targetEvent: number, type: EdgeType): Edge => ({
  id: `${type}-${option.consequenceid}`,
  sourceEvent: option.eventid,
  sourceConsequence: option.consequenceid,
  targetEvent,
  type,
});

/**
 * The edges: an option's follow link (direct, drawn solid) or unlock link (dashed) to another event. Each change is
 * one transaction that also brings the map's difficulty up to date.
 */
export const edgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/maps/event_creator/create_edge',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: createEdgeBody, response: { 201: edgeResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { sourceEvent, sourceConsequence, targetEvent, type } = request.body;
      const edge = await db.transaction().execute(async (trx) => {
        const source = await ownEvent(trx, userId, sourceEvent, undefined, 'sourceEvent');
        const option = await ownOption(trx, userId, sourceConsequence, {
          mapid: source.mapid,
          eventid: source.eventid,
        });
        await ownEvent(trx, userId, targetEvent, source.mapid, 'targetEvent');
        // An option has one link of each type: a new edge of that type replaces the old one.
        await setLink(trx, option.consequenceid, columnOf[type], targetEvent);
        await refreshMap(trx, source.mapid);
        return edgeView(option, targetEvent, type);
      });
      return reply.status(201).send({ edge });
    },
  );

  /** The option of an existing edge to `eventId`, after checking every id; 404 EDGE_NOT_FOUND when none of `types` links there. */
  const edgeOption = async (
    trx: typeof db,
    userId: number,
    body: { consequenceId: number; eventId: number; mapId: number },
    types: EdgeType[],
  ) => {
    await ownMap(trx, userId, body.mapId);
    const option = await ownOption(trx, userId, body.consequenceId, { mapid: body.mapId });
    await ownEvent(trx, userId, body.eventId, body.mapId, 'eventId');
    if (!types.some((type) => option[columnOf[type]] === body.eventId)) throw notFound('EDGE_NOT_FOUND');
    return option;
  };

  app.post(
    '/maps/event_creator/update_edge',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: edgeRefBody, response: { 200: edgeResponse, ...errorResponses } },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { eventId, mapId, type } = request.body;
      const edge = await db.transaction().execute(async (trx) => {
        const option = await edgeOption(trx, userId, request.body, ['direct', 'unlocks']);
        // Switching the type moves the link: the other column lets go of this target.
        const other = columnOf[otherType[type]];
        if (option[other] === eventId) await setLink(trx, option.consequenceid, other, null);
        await setLink(trx, option.consequenceid, columnOf[type], eventId);
        await refreshMap(trx, mapId);
        return edgeView(option, eventId, type);
      });
      return { edge };
    },
  );

  app.post(
    '/maps/event_creator/delete_edge',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: edgeRefBody, response: { 200: messageResponse, ...errorResponses } },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { mapId, type } = request.body;
      await db.transaction().execute(async (trx) => {
        const option = await edgeOption(trx, userId, request.body, [type]);
        await setLink(trx, option.consequenceid, columnOf[type], null);
        await refreshMap(trx, mapId);
      });
      return { message: messageForRequest('EDGE_DELETED', request) };
    },
  );
};
