import { z } from 'zod';
import { EFFECT_IDS, NO_EFFECT } from '../core/effects';
import {
  CONSEQUENCE_TEXT_MAX,
  OPTION_MAX,
  OPTIONS_PER_EVENT_MAX,
  PREMISE_MAX,
  STAT_CHANGE_LIMIT,
} from './creator-limits';
import { entityId, pathId } from './maps';
import { text } from './text';

/** Event calls of spec section 7 ("Events", the list screen) and the option shapes the diagram editor shares. */

export {
  CONSEQUENCE_TEXT_MAX,
  EVENTS_PER_MAP_MAX,
  OPTION_MAX,
  OPTIONS_PER_EVENT_MAX,
  PREMISE_MAX,
  STAT_CHANGE_LIMIT,
} from './creator-limits';
/** What an option's effect may be: no effect ('nada') or one of the effects of the rules. */
export const EFFECT_CHOICES = [NO_EFFECT, ...EFFECT_IDS] as const;

export const premise = text({ required: 'PREMISE_REQUIRED', multiline: true })
  .trim()
  .min(1, 'PREMISE_REQUIRED')
  .max(PREMISE_MAX, 'PREMISE_TOO_LONG');

const statChange = z
  .number({ message: 'STAT_OUT_OF_RANGE' })
  .int('STAT_OUT_OF_RANGE')
  .min(-STAT_CHANGE_LIMIT, 'STAT_OUT_OF_RANGE')
  .max(STAT_CHANGE_LIMIT, 'STAT_OUT_OF_RANGE')
  .default(0);
/** An optional link to an item or event: null (or absent) for none. */
const link = entityId.nullable().default(null);

/** An option as the client sends it (spec 3, camelCase), with the defaults of spec 5. */
export const optionFields = z.strictObject({
  option: text({ required: 'OPTION_REQUIRED' }).trim().min(1, 'OPTION_REQUIRED').max(OPTION_MAX, 'OPTION_TOO_LONG'),
  consequenceText: text({ required: 'CONSEQUENCE_TEXT_REQUIRED', multiline: true })
    .trim()
    .min(1, 'CONSEQUENCE_TEXT_REQUIRED')
    .max(CONSEQUENCE_TEXT_MAX, 'CONSEQUENCE_TEXT_TOO_LONG'),
  healthConsequence: statChange,
  hungerConsequence: statChange,
  thirstConsequence: statChange,
  sanityConsequence: statChange,
  effectConsequence: z.enum(EFFECT_CHOICES, { message: 'EFFECT_UNKNOWN' }).default(NO_EFFECT),
  wins: z.boolean().default(false),
  objectidRequeriment: link,
  objectidReward: link,
  unlocksEventId: link,
  followsEventId: link,
});
export type OptionFields = z.infer<typeof optionFields>;

/** An option in a whole list: with `consequenceid` it updates that option of the event, without it adds a new one. */
export const consequenceInput = optionFields.extend({ consequenceid: entityId.optional() });
export type ConsequenceInput = z.infer<typeof consequenceInput>;

/** The options of an event, replacing the ones it had: at most 20, each existing option named once. */
export const optionList = z
  .array(consequenceInput)
  .max(OPTIONS_PER_EVENT_MAX, 'TOO_MANY_OPTIONS')
  .refine((list) => {
    const ids = list.flatMap((entry) => (entry.consequenceid === undefined ? [] : [entry.consequenceid]));
    return new Set(ids).size === ids.length;
  }, 'CONSEQUENCE_DUPLICATE');

/**
 * POST /maps/event/create and PUT /maps/event/{eventid}/edit. `isChecked` is the Locked box; `wins` on the event
 * makes every option win (the list form's single Wins box).
 */
export const eventBody = z.strictObject({
  premise,
  isChecked: z.boolean().default(false),
  mapId: entityId,
  consequencesList: optionList.default([]),
  wins: z.boolean().default(false),
});
export type EventBody = z.infer<typeof eventBody>;
export type EventBodyInput = z.input<typeof eventBody>;

export const eventidParams = z.strictObject({ eventid: pathId });

/** An option as stored (spec 3, snake_case). */
export const consequenceView = z.object({
  consequenceid: z.number().int(),
  option: z.string(),
  consequence_text: z.string(),
  health_consequence: z.number().int(),
  hunger_consequence: z.number().int(),
  thirst_consequence: z.number().int(),
  sanity_consequence: z.number().int(),
  effect_consequence: z.string(),
  wins: z.boolean(),
  idobject_requeriment: z.number().int().nullable(),
  idobject_reward: z.number().int().nullable(),
  unlocks_eventid: z.number().int().nullable(),
  follows_eventid: z.number().int().nullable(),
});
export type ConsequenceView = z.infer<typeof consequenceView>;

export const eventSummary = z.object({ eventid: z.number().int(), premise: z.string(), locked: z.boolean() });
export type EventSummary = z.infer<typeof eventSummary>;
export const eventsResponse = z.object({ events: z.array(eventSummary) });
export const consequencesResponse = z.object({ consequences: z.array(consequenceView) });

/** The answer of creating or editing an event: the event with its options as now stored. */
export const eventDetail = eventSummary.extend({ consequences: z.array(consequenceView) });
export type EventDetail = z.infer<typeof eventDetail>;
