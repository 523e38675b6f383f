import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses, messageResponse } from '@src/contract/common';
import {
  consequencesResponse,
  eventBody,
  eventDetail,
  eventidParams,
  eventsResponse,
  type EventBody,
  type EventDetail,
} from '@src/contract/events';
import { mapIdBody } from '@src/contract/maps';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { eventSummaryView } from '../../services/maps/content-views';
import { createEvent, loadEvent, removeEvent, saveEvent, type EventDraft } from '../../services/maps/event-content';
import { eventsOfOwnMap, optionsOfOwnEvent } from '../../services/maps/event-lists';

/** The list form's body as an event draft: the event's Wins box makes every option win. */
const draftOf = (body: EventBody): EventDraft => ({
  mapid: body.mapId,
  premise: body.premise,
  locked: body.isChecked,
  options: body.consequencesList.map((option) => ({ ...option, wins: option.wins || body.wins })),
  optionsField: 'consequencesList',
});

/** The event list screen (spec 7 "Events"): a map's events, one event's options, and writing whole events. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signedIn = { onRequest: app.authenticate };
  /** The event with its options, as the list screen shows it after a change. */
  const detailOf = async (eventid: number): Promise<EventDetail> => {
    const event = await loadEvent(db, eventid);
    return { ...eventSummaryView(event), consequences: event.consequences };
  };

  app.post(
    '/maps/event',
    {
      config: { changesSharedReads: false },
      ...signedIn,
      schema: { headers: apiHeaders, body: mapIdBody, response: { 200: eventsResponse, ...errorResponses } },
    },
    async (request) => ({ events: await eventsOfOwnMap(db, signedInUserId(request), request.body.mapId) }),
  );

  app.get(
    '/maps/event/:eventid/consequences',
    {
      ...signedIn,
      schema: {
        headers: apiHeaders,
        params: eventidParams,
        response: { 200: consequencesResponse, ...errorResponses },
      },
    },
    async (request) => ({
      consequences: await optionsOfOwnEvent(db, signedInUserId(request), request.params.eventid),
    }),
  );

  app.post(
    '/maps/event/create',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: eventBody, response: { 201: eventDetail, ...errorResponses } },
    },
    async (request, reply) => {
      const eventid = await createEvent(db, signedInUserId(request), draftOf(request.body));
      return reply.status(201).send(await detailOf(eventid));
    },
  );

  app.put(
    '/maps/event/:eventid/edit',
    {
      ...signedIn,
      schema: {
        headers: apiHeaders,
        params: eventidParams,
        body: eventBody,
        response: { 200: eventDetail, ...errorResponses },
      },
    },
    async (request) => {
      await saveEvent(db, signedInUserId(request), request.params.eventid, draftOf(request.body));
      return detailOf(request.params.eventid);
    },
  );

  app.delete(
    '/maps/events/:eventid',
    {
      ...signedIn,
      schema: {
        headers: apiHeaders,
        params: eventidParams,
        body: emptyBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await removeEvent(db, signedInUserId(request), request.params.eventid);
      return { message: messageForRequest('EVENT_DELETED', request) };
    },
  );
};
