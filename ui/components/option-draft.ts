import type { ConsequenceInput, ConsequenceView } from '@src/contract/events';
import { NO_EFFECT } from '@src/core/effects';
import { STAT_CHANGE_LIMIT } from '@src/contract/creator-limits';

/**
 * An option while the player writes it in the option form (the event popup's side form, the diagram editor's
 * add-option form): the stat changes are the text of their number boxes, links are ids or null. Defaults are those of spec 5: stats 0, effect 'nada', no links, wins off.
 */
export interface OptionDraft {
  /** Set for options the server already stores, so saving updates them instead of adding copies. */
  consequenceid?: number;
  option: string;
  consequenceText: string;
  health: string;
  hunger: string;
  thirst: string;
  sanity: string;
  effect: string;
  wins: boolean;
  requirement: number | null;
  reward: number | null;
  unlocks: number | null;
  follows: number | null;
}

export const STAT_FIELDS = ['health', 'hunger', 'thirst', 'sanity'] as const;
export type StatField = (typeof STAT_FIELDS)[number];

export const emptyOption = (): OptionDraft => ({
  option: '',
  consequenceText: '',
  health: '0',
  hunger: '0',
  thirst: '0',
  sanity: '0',
  effect: NO_EFFECT,
  wins: false,
  requirement: null,
  reward: null,
  unlocks: null,
  follows: null,
});

/** True when the form holds something the player typed and has not added yet. */
export const hasUnaddedText = (draft: OptionDraft) => draft.option.trim() !== '' || draft.consequenceText.trim() !== '';

export function draftFromView(view: ConsequenceView): OptionDraft {
  return {
    consequenceid: view.consequenceid,
    option: view.option,
    consequenceText: view.consequence_text,
    health: String(view.health_consequence),
    hunger: String(view.hunger_consequence),
    thirst: String(view.thirst_consequence),
    sanity: String(view.sanity_consequence),
    effect: view.effect_consequence || NO_EFFECT,
    wins: view.wins,
    requirement: view.idobject_requeriment,
    reward: view.idobject_reward,
    unlocks: view.unlocks_eventid,
    follows: view.follows_eventid,
  };
}

/** A number box's value as a stat change: empty counts as 0 (spec 5), anything else must be a whole number in range. */
export function statValue(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^[-+]?\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= STAT_CHANGE_LIMIT ? value : null;
}

/** Which fields of a draft are wrong, as error codes of the API's catalogue (the client translates them). */
export type OptionProblems = Partial<
  Record<
    'option' | 'consequenceText' | StatField,
    'OPTION_REQUIRED' | 'CONSEQUENCE_TEXT_REQUIRED' | 'STAT_OUT_OF_RANGE'
  >
>;

export function optionProblems(draft: OptionDraft): OptionProblems {
  const problems: OptionProblems = {};
  if (draft.option.trim() === '') problems.option = 'OPTION_REQUIRED';
  if (draft.consequenceText.trim() === '') problems.consequenceText = 'CONSEQUENCE_TEXT_REQUIRED';
  for (const field of STAT_FIELDS) if (statValue(draft[field]) === null) problems[field] = 'STAT_OUT_OF_RANGE';
  return problems;
}

/**
 * A checked draft as an option is stored (spec 3's snake_case names), without its id: texts trimmed, empty stat boxes
 * as 0. The diagram editor adds options in this shape. Only call it on a draft without problems.
 */
export function viewFromDraft(draft: OptionDraft): Omit<ConsequenceView, 'consequenceid'> {
  return {
    option: draft.option.trim(),
    consequence_text: draft.consequenceText.trim(),
    health_consequence: statValue(draft.health) ?? 0,
    hunger_consequence: statValue(draft.hunger) ?? 0,
    thirst_consequence: statValue(draft.thirst) ?? 0,
    sanity_consequence: statValue(draft.sanity) ?? 0,
    effect_consequence: draft.effect,
    wins: draft.wins,
    idobject_requeriment: draft.requirement,
    idobject_reward: draft.reward,
    unlocks_eventid: draft.unlocks,
    follows_eventid: draft.follows,
  };
}

/** The option as the event calls send it (spec 3's camelCase names). Only call it on a draft without problems. */
export function inputFromDraft(draft: OptionDraft): ConsequenceInput {
  const stored = viewFromDraft(draft);
  return {
    ...(draft.consequenceid !== undefined ? { consequenceid: draft.consequenceid } : {}),
    option: stored.option,
    consequenceText: stored.consequence_text,
    healthConsequence: stored.health_consequence,
    hungerConsequence: stored.hunger_consequence,
    thirstConsequence: stored.thirst_consequence,
    sanityConsequence: stored.sanity_consequence,
    effectConsequence: stored.effect_consequence as ConsequenceInput['effectConsequence'],
    wins: stored.wins,
    objectidRequeriment: stored.idobject_requeriment,
    objectidReward: stored.idobject_reward,
    unlocksEventId: stored.unlocks_eventid,
    followsEventId: stored.follows_eventid,
  };
}
