import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import {
  createEventBody,
  createEventResponse,
  editorEvent,
  editorGraphResponse,
  positionsBody,
  positionsResponse,
  updateEventBody,
  type EditorEvent,
} from '@src/contract/editor';
import { mapIdBody } from '@src/contract/maps';
import { signedInUserId } from '../../plugins/auth';
import { eventSummaryView } from '../../services/maps/content-views';
import { createEvent, loadEvent, saveEvent, saveOwnPositions } from '../../services/maps/event-content';
import { loadMapEvents, type EventWithOptions } from '../../services/maps/map-content';
import { ownMap } from '../../services/maps/ownership';

const editorEventView = (event: EventWithOptions): EditorEvent => ({
  ...eventSummaryView(event),
  position:
    event.position_x === null || event.position_y === null ? null : { x: event.position_x, y: event.position_y },
  consequences: event.consequences,
});

/** The nodes: loading the whole diagram, creating and changing events, and saving where nodes were moved. */
export const graphRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/maps/event_creator/event_consequences',
    {
      config: { changesSharedReads: false },
      ...signedIn,
      schema: { headers: apiHeaders, body: mapIdBody, response: { 200: editorGraphResponse, ...errorResponses } },
    },
    async (request) => {
      const map = await ownMap(db, signedInUserId(request), request.body.mapId);
      return { events: (await loadMapEvents(db, map.mapid)).map(editorEventView) };
    },
  );

  app.post(
    '/maps/event_creator/create_event',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: createEventBody, response: { 201: createEventResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { mapId, ...event } = request.body;
      const eventid = await createEvent(db, signedInUserId(request), {
        ...event,
        mapid: mapId,
        optionsField: 'options',
      });
      return reply.status(201).send({ eventid });
    },
  );

  app.post(
    '/maps/event_creator/update_event',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: updateEventBody, response: { 200: editorEvent, ...errorResponses } },
    },
    async (request) => {
      const { mapId, eventid, label, locked, options, position } = request.body;
      await saveEvent(db, signedInUserId(request), eventid, {
        mapid: mapId,
        premise: label,
        locked,
        options,
        position,
        optionsField: 'options',
      });
      return editorEventView(await loadEvent(db, eventid));
    },
  );

  app.post(
    '/maps/event_creator/positions',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: positionsBody, response: { 200: positionsResponse, ...errorResponses } },
    },
    async (request) => {
      const { mapId, positions } = request.body;
      return { updated: await saveOwnPositions(db, signedInUserId(request), mapId, positions) };
    },
  );
};
