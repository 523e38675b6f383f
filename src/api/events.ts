import type { z } from 'zod';
import type { MessageResponse } from '@src/contract/common';
import type {
  ConsequenceView,
  consequencesResponse,
  EventBodyInput,
  EventDetail,
  EventSummary,
  eventsResponse,
} from '@src/contract/events';
import { http } from './http';

/** Event calls of spec section 7 ("Events", the list screen). */

export async function getMapEvents(mapId: number): Promise<EventSummary[]> {
  return (await http.post<z.infer<typeof eventsResponse>>('/maps/event', { mapId })).data.events;
}

export async function getEventConsequences(eventid: number): Promise<ConsequenceView[]> {
  return (await http.get<z.infer<typeof consequencesResponse>>(`/maps/event/${eventid}/consequences`)).data
    .consequences;
}

export async function createEvent(body: EventBodyInput): Promise<EventDetail> {
  return (await http.post<EventDetail>('/maps/event/create', body)).data;
}

/** Replaces the event's premise, lock and whole option list. */
export async function editEvent(eventid: number, body: EventBodyInput): Promise<EventDetail> {
  return (await http.put<EventDetail>(`/maps/event/${eventid}/edit`, body)).data;
}

export async function deleteEvent(eventid: number): Promise<MessageResponse> {
  return (await http.delete<MessageResponse>(`/maps/events/${eventid}`)).data;
}
