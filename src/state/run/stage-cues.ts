import type { RunState, StatRecord } from '@src/core/run';
import type { StatKey } from '@src/core/stats';
import { gameAudio } from '@src/state/audio/engine';
import { gameStore, type CueBody } from '@src/state/game';
import { stepFeedback } from './stat-feedback';

/** Points per stat of the records one step added; null when it added none. */
function pointsOf(records: readonly StatRecord[]): Partial<Record<StatKey, number>> | null {
  if (records.length === 0) return null;
  const amounts: Partial<Record<StatKey, number>> = {};
  for (const record of records) amounts[record.stat] = (amounts[record.stat] ?? 0) + record.amount;
  return amounts;
}

/**
 * The play stage's one-shots for one step of the run (a draw, a choice, an item used): the damage, the healing and the
 * passive's moments that the core recorded in that step, `after` being what src/core returned for `before`. The scene
 * translates a passive's label itself.
 */
export function stepCues(before: RunState, after: RunState): CueBody[] {
  const cues: CueBody[] = [];
  const damage = pointsOf(after.damage.slice(before.damage.length));
  const healing = pointsOf(after.healing.slice(before.healing.length));
  if (damage) cues.push({ kind: 'damage', amounts: damage });
  if (healing) cues.push({ kind: 'heal', amounts: healing });
  for (const trigger of after.passiveTriggers.slice(before.passiveTriggers.length))
    cues.push({ kind: 'passive', trigger: trigger.kind });
  return cues;
}

const CUE_SOUNDS = { damage: 'hurt', heal: 'heal' } as const;

/**
 * Tells the stage what one step did (docs/architecture.md, "React and Phaser"): its cues go to the bridge store for the
 * play scene, with their sounds; the bottle sounds when the step opened an event from it, the reward's chime when the
 * choice handed out an item, a warning when a stat fell past the half or the quarter line.
 */
export function cueStep(before: RunState, after: RunState, rewarded = false): void {
  if (before.current === null && after.current !== null && before.turn === after.turn) gameAudio.play('bottle');
  for (const cue of stepCues(before, after)) {
    gameStore.getState().cue(cue);
    if (cue.kind !== 'passive') gameAudio.play(CUE_SOUNDS[cue.kind], 0.5);
  }
  if (rewarded) gameAudio.play('reward', 0.5);
  if (stepFeedback(before, after, 0)?.crossings.some((crossing) => crossing.direction === 'down')) {
    gameAudio.play('warning', 0.5);
  }
}
