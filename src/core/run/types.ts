/** The shapes of a run: the map as the rules play it, the run state, actions and refusals. */
import type { ActiveEffect, EffectId } from '../effects';
import type { ItemFunctionality } from '../items';
import type { GraphEvent, GraphOption } from '../map-graph';
import type { PassiveDefinition, PassiveMemory, PassiveRule } from '../passives';
import type { RngState } from '../rng';
import type { StatConsequences, StatKey, Stats } from '../stats';

/**
 * One option of an event as the rules read it: its links, its change to each stat and its effect. Texts play no part
 * in the rules, so the map is the same in every language (src/contract/to-core.ts maps the wire's names to these).
 */
export interface PlayConsequence extends GraphOption, StatConsequences {
  /** An effect id, 'nada' or null for none. */
  readonly effect: string | null;
}

export type PlayEvent = GraphEvent<PlayConsequence>;

export interface PlayItem {
  readonly id: number;
  readonly functionality: ItemFunctionality;
}

/** Everything the rules need of a map: its difficulty (1 to 10), events and the items they mention. */
export interface PlayMap {
  readonly difficulty: number;
  readonly events: readonly PlayEvent[];
  readonly items: readonly PlayItem[];
}

/** Everything the rules need of a character (a catalogue entry fits; custom characters may have no passive). */
export interface RunCharacter {
  readonly id: number;
  readonly base: Stats;
  readonly passive: PassiveDefinition | null;
}

export type ChangeSource = 'choice' | 'effect' | 'drain' | 'passive' | 'item';

/** One stat change that really happened: damage and healing both keep a positive amount. */
export interface StatRecord {
  readonly turn: number;
  readonly stat: StatKey;
  readonly amount: number;
  readonly source: ChangeSource;
  /** The effect that ticked, for source 'effect'. */
  readonly effect?: EffectId;
  /** The item used, for source 'item'. */
  readonly itemId?: number;
}

export interface CompletedEvent {
  readonly turn: number;
  readonly eventId: number;
  readonly consequenceId: number;
}

/** A moment the passive changed play, for the game screen to show ("Dodged!", "Immune", "Saved!"). */
export interface PassiveTrigger {
  readonly turn: number;
  readonly kind: 'dodge' | 'immune' | 'last_stand' | 'regen';
  readonly effect?: EffectId;
}

/** Content problems met during play: they never stop the run (spec 4: "an error is logged and play continues"). */
export interface RunWarning {
  readonly turn: number;
  readonly code: 'follow-target-missing' | 'unlock-target-missing' | 'unknown-effect';
  readonly eventId: number;
  readonly consequenceId: number;
  readonly target: number | string;
}

export type RunStatus = 'playing' | 'won' | 'dead';
/** wins: an option with wins; no-events: nothing left to draw; died: a stat reached 0. */
export type EndReason = 'wins' | 'no-events' | 'died';

/** A run in progress or finished: plain JSON, so it can be stored, sent and compared. */
export interface RunState {
  readonly characterId: number;
  readonly level: number;
  readonly max: Stats;
  readonly stats: Stats;
  readonly effects: readonly ActiveEffect[];
  /** Item id → how many are held (entries at 0 are removed). */
  readonly backpack: Readonly<Record<number, number>>;
  /** Events not played yet, in map order (locked and option-less ones included: they are filtered at draw time). */
  readonly pool: readonly number[];
  readonly unlocked: readonly number[];
  /** The event on screen (drawn or followed), waiting for a choice. */
  readonly current: number | null;
  /** Choices made so far; item use does not take a turn. */
  readonly turn: number;
  readonly damage: readonly StatRecord[];
  readonly healing: readonly StatRecord[];
  readonly completed: readonly CompletedEvent[];
  readonly passiveRules: readonly PassiveRule[];
  readonly passive: PassiveMemory;
  readonly passiveTriggers: readonly PassiveTrigger[];
  readonly rng: RngState;
  readonly status: RunStatus;
  readonly endReason: EndReason | null;
  readonly warnings: readonly RunWarning[];
}

/** Why an action was not applied. The state is left as it was. */
export type Refusal =
  | { readonly code: 'run-ended' }
  | { readonly code: 'unknown-event'; readonly eventId: number }
  | { readonly code: 'event-not-current'; readonly eventId: number; readonly current: number | null }
  | { readonly code: 'event-open'; readonly current: number }
  /** Opening a chosen event (a playtest): every option needs an item the backpack lacks, so it could not be answered. */
  | { readonly code: 'event-not-answerable'; readonly eventId: number }
  | { readonly code: 'option-not-offered'; readonly eventId: number; readonly consequenceId: number }
  | { readonly code: 'item-required'; readonly itemId: number }
  | { readonly code: 'item-not-held'; readonly itemId: number }
  | { readonly code: 'item-not-usable'; readonly itemId: number }
  /** The stat the item restores is already at its maximum: using it would waste it. */
  | { readonly code: 'stat-full'; readonly itemId: number; readonly stat: StatKey }
  /** It is the last way forward: using it would leave no option on screen, or no event in the bottle, to take. */
  | { readonly code: 'item-needed'; readonly itemId: number };

export type ActionResult =
  | { readonly ok: true; readonly state: RunState }
  | { readonly ok: false; readonly refusal: Refusal };

/** What a player did, in order; draws are implied (the bottle is opened whenever no event is on screen). */
export type RunAction =
  | { readonly type: 'choose'; readonly eventId: number; readonly consequenceId: number }
  | { readonly type: 'use-item'; readonly itemId: number };
