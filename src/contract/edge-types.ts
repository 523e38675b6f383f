/**
 * The kinds of link between events, written once: the editor's schemas (editor.ts) and the browser's editor use them.
 * This module imports nothing (no zod), so the editor's chunks can list the kinds without pulling in the schemas.
 * 'direct' edges set the option's follows_eventid (drawn solid), 'unlocks' edges its unlocks_eventid (dashed); in
 * this order, as the link's menu lists them (spec 2: 'Siguiente evento' first).
 */
export const EDGE_TYPES = ['direct', 'unlocks'] as const;
export type EdgeType = (typeof EDGE_TYPES)[number];
