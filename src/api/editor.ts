import type { z } from 'zod';
import type { MessageResponse } from '@src/contract/common';
import type {
  CreateConsequenceBody,
  createConsequenceResponse,
  CreateEdgeBody,
  CreateEventBody,
  createEventResponse,
  Edge,
  EdgeRefBody,
  EditorEvent,
  editorGraphResponse,
  edgeResponse,
  PositionsBody,
  positionsResponse,
  UpdateEventBody,
} from '@src/contract/editor';
import { http } from './http';

/** Event diagram editor calls of spec section 7, all under /maps/event_creator/. */
const base = '/maps/event_creator';

/** Every event of the map with its options and saved position. */
export async function getEditorGraph(mapId: number): Promise<EditorEvent[]> {
  return (await http.post<z.infer<typeof editorGraphResponse>>(`${base}/event_consequences`, { mapId })).data.events;
}

/** Answered 201 with the new event's id. */
export async function createEditorEvent(body: CreateEventBody): Promise<number> {
  return (await http.post<z.infer<typeof createEventResponse>>(`${base}/create_event`, body)).data.eventid;
}

/** Changes the premise (`label`) and lock, and the options when `options` is sent; answers the event as now stored. */
export async function updateEditorEvent(body: UpdateEventBody): Promise<EditorEvent> {
  return (await http.post<EditorEvent>(`${base}/update_event`, body)).data;
}

/** Adds one option to an event; answers its id. */
export async function createConsequence(body: CreateConsequenceBody): Promise<number> {
  return (await http.post<z.infer<typeof createConsequenceResponse>>(`${base}/create_consequence`, body)).data
    .consequenceid;
}

export async function deleteConsequence(mapId: number, consequenceId: number): Promise<MessageResponse> {
  return (await http.post<MessageResponse>(`${base}/delete_consequence`, { mapId, consequenceId })).data;
}

/** Links an option to an event (answered 201); an option keeps at most one link of each type. */
export async function createEdge(body: CreateEdgeBody): Promise<Edge> {
  return (await http.post<z.infer<typeof edgeResponse>>(`${base}/create_edge`, body)).data.edge;
}

/** Makes the option's link to `eventId` a link of `type` (switching 'direct' and 'unlocks'). */
export async function updateEdge(body: EdgeRefBody): Promise<void> {
  await http.post(`${base}/update_edge`, body);
}

export async function deleteEdge(body: EdgeRefBody): Promise<void> {
  await http.post(`${base}/delete_edge`, body);
}

/** Saves where nodes now stand, many at once. */
export async function saveEventPositions(body: PositionsBody): Promise<number> {
  return (await http.post<z.infer<typeof positionsResponse>>(`${base}/positions`, body)).data.updated;
}
