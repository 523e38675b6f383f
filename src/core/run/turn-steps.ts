/**
 * The stat steps of one turn, in the spec's order (section 4): the option's changes, its new effect, the effects'
 * tick, the survival drain, then the passive's regeneration and once-per-run save. Each step takes and returns a run.
 */
import { addEffect, ageEffects, effectTickChange, parseEffect } from '../effects';
import { choiceDeltasAfterPassive, effectTurnsAfterPassive, lastStand, passiveRegen } from '../passives';
import { mapStats, STAT_KEYS, statChangesOf } from '../stats';
import { survivalDrain } from './drain';
import { applyChanges } from './records';
import type { PassiveTrigger, PlayConsequence, RunState } from './types';

const trigger = (state: RunState, entry: Omit<PassiveTrigger, 'turn'>): RunState => ({
  ...state,
  passiveTriggers: [...state.passiveTriggers, { turn: state.turn, ...entry }],
});

/** Authored numbers may arrive as anything numeric; a missing or broken one changes nothing. */
const authored = (value: number): number => (Number.isFinite(value) ? value : 0);

/**
 * The option's own stat changes for this character: as authored, after its passive's dodge and damage reduction,
 * before a full or empty bar caps them (and the generator after a dodge roll).
 */
export function choiceDeltas(state: RunState, option: PlayConsequence) {
  const authoredChanges = statChangesOf(option);
  return choiceDeltasAfterPassive(
    state.passiveRules,
    mapStats((key) => authored(authoredChanges[key])),
    state.rng,
  );
}

export function applyChoiceChanges(state: RunState, option: PlayConsequence): RunState {
  const { deltas, rng, dodged } = choiceDeltas(state, option);
  const changed = applyChanges({ ...state, rng }, deltas, { source: 'choice' });
  return dodged ? trigger(changed, { kind: 'dodge' }) : changed;
}

export function giveOptionEffect(state: RunState, eventId: number, option: PlayConsequence): RunState {
  const parsed = parseEffect(option.effect);
  if (parsed.kind === 'none') return state;
  if (parsed.kind === 'unknown') {
    const warning = {
      turn: state.turn,
      code: 'unknown-effect',
      eventId,
      consequenceId: option.id,
      target: parsed.text,
    } as const;
    return { ...state, warnings: [...state.warnings, warning] };
  }
  const turns = effectTurnsAfterPassive(state.passiveRules, parsed.effect);
  if (turns === 0) return trigger(state, { kind: 'immune', effect: parsed.effect });
  return { ...state, effects: addEffect(state.effects, parsed.effect, turns) };
}

/** Every active effect applies its change once (in the order they were given), then loses a turn. */
export function tickEffects(state: RunState): RunState {
  const ticked = state.effects.reduce(
    (run, { effect }) => applyChanges(run, effectTickChange(effect, run.max), { source: 'effect', effect }),
    state,
  );
  return { ...ticked, effects: ageEffects(state.effects) };
}

export const applyDrain = (state: RunState): RunState =>
  applyChanges(state, survivalDrain(state.passiveRules, state.max), { source: 'drain' });

export function applyPassiveRegen(state: RunState): RunState {
  const { heal, memory } = passiveRegen(state.passiveRules, state.passive, state.max);
  const healed = applyChanges({ ...state, passive: memory }, heal, { source: 'passive' });
  return STAT_KEYS.some((stat) => heal[stat] > 0) ? trigger(healed, { kind: 'regen' }) : healed;
}

/** A turn that emptied a stat spends the passive's once-per-run save if there is one. */
export function applyLastStand(state: RunState): RunState {
  const save = lastStand(state.passiveRules, state.passive, state.stats, state.max);
  if (!save) return state;
  return trigger(applyChanges({ ...state, passive: save.memory }, save.heal, { source: 'passive' }), {
    kind: 'last_stand',
  });
}
