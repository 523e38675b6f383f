import { z } from 'zod';
import { entityId, passiveInfo, statBlock } from './characters';
import { anyOfRequired, errorResponse } from './common';
import { consequenceView, eventSummary } from './events';
import { text } from './text';
import { mapCredits } from './maps';

/**
 * Play calls of spec section 7. The browser plays the run with the rules of src/core and the seed it gets here; at the
 * end it sends the ordered actions, and the server replays them with the same rules before granting anything.
 */

/** History Mode's 4th and 5th islands cannot be started yet (spec 2 and 9): /play/play answers 403 MAP_LOCKED. */
export const LOCKED_ISLAND_IDS: readonly number[] = [4, 5];

export const playRequest = z.strictObject({
  mapId: entityId,
  /** The character picked in the closet (local storage selectedCharacter); the starter when absent. Visitors always play the starter. */
  selectedCharacter: entityId.optional(),
});
export type PlayRequest = z.infer<typeof playRequest>;

/** An option of an event in the play view: the stored option, its texts in the request's language. */
export const playConsequence = consequenceView;
export type PlayConsequenceView = z.infer<typeof playConsequence>;

export const playEvent = eventSummary.extend({ consecuencias: z.array(playConsequence) });
export type PlayEventView = z.infer<typeof playEvent>;

/** The item functionalities of spec 3 (src/core/items.ts reads them). */
export const itemFunctionality = z.enum(['None', 'heal', 'food', 'drink', 'mind', 'intercambiable']);

/** An item the map's options require or give, to show requirements, rewards and the backpack. */
export const playItem = z.object({
  objectid: z.number().int(),
  name: z.string(),
  description: z.string(),
  functionality: itemFunctionality,
  /** As stored: a file under /uploads/items for items of the item creator, a path under /assets for built-in ones. */
  objectImage: z.string().nullable(),
});
export type PlayItemView = z.infer<typeof playItem>;

/** The map as a run plays it, in the request's language: the part of /play/play that is the same for every run. */
export const playMapView = z.object({
  imagenMapa: z.string().nullable(),
  eventos: z.array(playEvent),
  items: z.array(playItem),
  /** Stars out of 10, as the experience formula reads them. */
  difficulty: z.number().int(),
  /** A remix's origins, nearest first, for the play screen's credit line; empty for most maps. */
  credits: mapCredits,
});
export type PlayMapView = z.infer<typeof playMapView>;

/** The part of /play/play that is this run's own. */
export const playRun = z.object({
  gameHash: z.string(),
  seed: z.string(),
  /** The character the run is played with and its level (the server replays with these). */
  character: z.object({ characterid: z.number().int(), level: z.number().int() }),
  /**
   * Whether the player may report the map (docs/moderation.md): a community map that is not their own. Others only
   * ever play published ones; a visitor is shown how to sign in.
   */
  reportable: z.boolean(),
});
export type PlayRun = z.infer<typeof playRun>;

/**
 * POST /play/play. `eventos` are in the order the rules draw from (a different order would draw different events from
 * the same seed). `gameHash` names the run in /play/endGame; `seed` seeds its generator (src/core/rng.ts).
 */
export const playResponse = playMapView.extend(playRun.shape);
export type PlayResponse = z.infer<typeof playResponse>;

export const getCharacterRequest = z.strictObject({ selectedCharacter: entityId });
export type GetCharacterRequest = z.infer<typeof getCharacterRequest>;

/** POST /play/getCharacter: the four stats are the maxima at `level`; `base` is what the rules engine starts from. */
export const getCharacterResponse = z.object({
  success: z.literal(true),
  characterData: statBlock.extend({
    characterid: z.number().int(),
    pasiva: z.string().nullable(),
    passive: passiveInfo.nullable(),
    name: z.string(),
    skin: z.string(),
    rarity: z.string(),
    base: statBlock,
  }),
  level: z.number().int(),
});
export type GetCharacterResponse = z.infer<typeof getCharacterResponse>;

/** Bounds that no honest run comes near (a run lasts at most one turn per event); they keep a forged body cheap. */
export const RUN_ACTIONS_MAX = 5000;
export const RUN_RECORDS_MAX = 20_000;

/** What the player did, in order (src/core/run: RunAction); draws are implied. */
export const runAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('choose'), eventId: entityId, consequenceId: entityId }),
  z.strictObject({ type: z.literal('use-item'), itemId: entityId }),
]);
export type RunActionBody = z.infer<typeof runAction>;

const turn = z.number().int().min(0).max(RUN_ACTIONS_MAX);
const statKey = z.enum(['health', 'hunger', 'thirst', 'sanity']);
const statRecord = z.object({
  turn,
  stat: statKey,
  amount: z.number().int().min(0).max(1_000_000),
  source: text().max(32),
});

/** Our client's completed-event record: src/core/run's CompletedEvent. */
export const completedEventIds = z.strictObject({ turn, eventId: entityId, consequenceId: entityId });

/** An event or option as spec 3's record names it: by id, or by its text (accepted only when unambiguous). */
const recordReference = z.union([entityId, text({ multiline: true }).trim().min(1).max(2000)]);

/**
 * Spec 3's completed-event record. `evento` is the event's id or premise, `consecuencia` the option's id, label or
 * consequence text (either language); `fecha`, when it was completed, is kept out of the rules.
 */
export const completedEventRecord = z.strictObject({
  evento: recordReference,
  consecuencia: recordReference,
  fecha: z.union([text().max(64), z.number()]).optional(),
});
export type CompletedEventRecord = z.infer<typeof completedEventRecord>;

/** An active effect in our client's shape, or in spec 3's (effect_consequence, turns_left). */
const activeEffect = z.union([
  z.strictObject({ effect: text().max(32), turnsLeft: turn }),
  z.strictObject({ effect_consequence: text().max(32), turns_left: turn }),
]);

/**
 * POST /play/endGame with the spec's body {mapId, completedEvents, gameHash, damageHistory, healingHistory, effects}
 * and our `actions`. The outcome comes from a replay (docs/play.md): of `actions` when they are sent (our client:
 * exact, item uses included), otherwise of the choices in `completedEvents`. The other records are the client's
 * account of the run, only compared with the replay (and logged when they differ).
 */
export const endGameRequest = z
  .strictObject({
    mapId: entityId,
    gameHash: text().regex(/^[A-Za-z0-9_-]{16,64}$/),
    actions: z.array(runAction).max(RUN_ACTIONS_MAX).optional(),
    completedEvents: z
      .array(z.union([completedEventIds, completedEventRecord]))
      .max(RUN_ACTIONS_MAX)
      .optional(),
    damageHistory: z.array(statRecord).max(RUN_RECORDS_MAX).optional(),
    healingHistory: z.array(statRecord).max(RUN_RECORDS_MAX).optional(),
    effects: z.array(activeEffect).max(100).optional(),
  })
  .refine((body) => body.actions !== undefined || body.completedEvents !== undefined, {
    message: 'completedEvents (or actions) is required',
    path: ['completedEvents'],
  })
  .meta(anyOfRequired('completedEvents', 'actions'));
export type EndGameRequest = z.infer<typeof endGameRequest>;

export const runResult = z.enum(['won', 'dead']);
export type RunResult = z.infer<typeof runResult>;

/** The score and rank of today's ranked daily run (docs/daily.md), from the server's replay. */
export const dailyRunScore = z.object({ score: z.number().int(), rank: z.number().int() });
export type DailyRunScore = z.infer<typeof dailyRunScore>;

export const endGameResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  experienceGained: z.number().int(),
  result: runResult,
  /** Present when the run was the player's ranked daily run. */
  daily: dailyRunScore.optional(),
});
export type EndGameResponse = z.infer<typeof endGameResponse>;

/**
 * Why a run was refused (422): RUN_INVALID for a refusal of the rules (src/core/run: Refusal codes) at `actionIndex`,
 * `run-not-ended`, `map-mismatch`, or a completed-event record naming no single event or option (`unknown-event`,
 * `option-not-offered`, `record-ambiguous`); RUN_RECORD_DIVERGES when the choices of the completed events (sent
 * without actions) cannot replay the run played: a refusal of the rules, `win-not-reproduced` or `items-used`.
 */
export const runInvalidResponse = errorResponse.extend({
  reason: z.string(),
  actionIndex: z.number().int().nullable(),
});
export type RunInvalidResponse = z.infer<typeof runInvalidResponse>;
