import { z } from 'zod';
import { consequenceView, eventSummary, optionFields, optionList, premise } from './events';
import { EVENTS_PER_MAP_MAX } from './creator-limits';
import { entityId } from './maps';
import { text } from './text';
import { EDGE_TYPES } from './edge-types';

/** Event diagram editor calls of spec section 7: nodes are events, edges are an option's follow or unlock link. */

const COORDINATE_LIMIT = 1_000_000;

const coordinate = z.number().min(-COORDINATE_LIMIT).max(COORDINATE_LIMIT).transform(Math.round);
/** A node's place on the canvas; stored rounded to whole pixels. */
export const position = z.strictObject({ x: coordinate, y: coordinate });
export type Position = z.infer<typeof position>;

export const editorEvent = eventSummary.extend({
  /** Null until the node has been placed; the editor lays those out itself. */
  position: z.object({ x: z.number().int(), y: z.number().int() }).nullable(),
  consequences: z.array(consequenceView),
});
export type EditorEvent = z.infer<typeof editorEvent>;
/** POST /maps/event_creator/event_consequences. */
export const editorGraphResponse = z.object({ events: z.array(editorEvent) });

/**
 * POST /maps/event_creator/update_event: `label` is the premise. With `options` the event's options are replaced by
 * that list (keep an option by sending its consequenceid, with its links); without, they stay as they are.
 */
export const updateEventBody = z.strictObject({
  mapId: entityId,
  eventid: entityId,
  label: premise,
  locked: z.boolean(),
  options: optionList.optional(),
  position: position.optional(),
});
export type UpdateEventBody = z.infer<typeof updateEventBody>;

/** POST /maps/event_creator/create_consequence (the spec spells the map id `mapid` here). */
export const createConsequenceBody = optionFields.extend({ mapid: entityId, eventid: entityId });
export type CreateConsequenceBody = z.infer<typeof createConsequenceBody>;
export const createConsequenceResponse = z.object({ consequenceid: z.number().int() });

/** POST /maps/event_creator/create_event; answered 201. */
export const createEventBody = z.strictObject({
  mapId: entityId,
  premise,
  locked: z.boolean().default(false),
  position: position.optional(),
});
export type CreateEventBody = z.infer<typeof createEventBody>;
export const createEventResponse = z.object({ eventid: z.number().int() });

export { EDGE_TYPES, type EdgeType } from './edge-types';

/** POST /maps/event_creator/create_edge: from an option of `sourceEvent` to `targetEvent`; answered 201. */
export const createEdgeBody = z.strictObject({
  sourceEvent: entityId,
  sourceConsequence: entityId,
  /** The option's text as the spec's client sends it; `sourceConsequence` already names the option. */
  option: text().max(200).optional(),
  targetEvent: entityId,
  type: z.enum(EDGE_TYPES),
});
export type CreateEdgeBody = z.infer<typeof createEdgeBody>;

export const edge = z.object({
  /** `${type}-${sourceConsequence}`: an option has at most one edge of each type. */
  id: z.string(),
  sourceEvent: z.number().int(),
  sourceConsequence: z.number().int(),
  targetEvent: z.number().int(),
  type: z.enum(EDGE_TYPES),
});
export type Edge = z.infer<typeof edge>;
export const edgeResponse = z.object({ edge });

/**
 * POST /maps/event_creator/update_edge and /delete_edge: the edge from option `consequenceId` to event `eventId`.
 * update_edge makes it an edge of `type` (switching direct and unlocks); delete_edge removes the edge of `type`.
 */
export const edgeRefBody = z.strictObject({
  consequenceId: entityId,
  eventId: entityId,
  mapId: entityId,
  type: z.enum(EDGE_TYPES),
});
export type EdgeRefBody = z.infer<typeof edgeRefBody>;

/** POST /maps/event_creator/positions: where nodes were dragged or laid out to, saved together. */
export const positionsBody = z.strictObject({
  mapId: entityId,
  positions: z
    .array(z.strictObject({ eventid: entityId, x: coordinate, y: coordinate }))
    .min(1)
    .max(EVENTS_PER_MAP_MAX),
});
export type PositionsBody = z.infer<typeof positionsBody>;
export const positionsResponse = z.object({ updated: z.number().int() });

/** POST /maps/event_creator/delete_consequence: removes one option (and the edges it starts). */
export const deleteConsequenceBody = z.strictObject({ mapId: entityId, consequenceId: entityId });
