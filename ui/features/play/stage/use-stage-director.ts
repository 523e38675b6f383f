import { useEffect } from 'react';
import { portraitSuffix } from '@src/core/character-state';
import type { RunState, StatRecord } from '@src/core/run';
import type { StatKey } from '@src/core/stats';
import i18n from '@src/i18n';
import { gameStore, type BottleState } from '@src/state/game';
import { gameAudio } from '@src/state/audio/engine';
import { playStore, type PlayState } from '@src/state/run/play-store';

/** The bottle as the run sees it: waiting to be opened, open while an event or its outcome is shown, gone at the end. */
function bottleOf({ run, outcome }: PlayState): BottleState {
  if (!run || run.status !== 'playing') return 'hidden';
  return run.current !== null || outcome !== null ? 'open' : 'ready';
}

/** Points per stat in the records added since the last look. */
function added(before: readonly StatRecord[], after: readonly StatRecord[]): Partial<Record<StatKey, number>> | null {
  if (after.length <= before.length) return null;
  const amounts: Partial<Record<StatKey, number>> = {};
  for (const record of after.slice(before.length)) amounts[record.stat] = (amounts[record.stat] ?? 0) + record.amount;
  return amounts;
}

/** The stage's one-shot reactions (and their sounds) to what one action changed in the run. */
function cueReactions(before: RunState, after: RunState): void {
  const game = gameStore.getState();
  if (before.current === null && after.current !== null && before.turn === after.turn) gameAudio.play('bottle');
  const damage = added(before.damage, after.damage);
  const healing = added(before.healing, after.healing);
  if (damage) {
    game.cue({ kind: 'damage', amounts: damage });
    gameAudio.play('hurt', 0.5);
  }
  if (healing) {
    game.cue({ kind: 'heal', amounts: healing });
    gameAudio.play('heal', 0.5);
  }
  for (const trigger of after.passiveTriggers.slice(before.passiveTriggers.length)) {
    game.cue({ kind: 'passive', label: i18n.t(`play:passive.${trigger.kind}`) });
  }
}

/**
 * Directs the play stage from the run: what it shows (island, portrait state, bottle) and the one-shot reactions
 * (damage, healing, passive moments) with their sounds. The scene plays the cues; nothing here runs per frame.
 */
export function useStageDirector(): void {
  useEffect(() => {
    gameStore.getState().resetStage();
    let previous: PlayState | null = null;
    const direct = (state: PlayState) => {
      const { loadedRun, run, outcome } = state;
      if (!loadedRun || !run) {
        gameStore.getState().showStage({ bottle: 'hidden' });
      } else {
        gameStore.getState().showStage({
          island: loadedRun.island,
          imageUrl: loadedRun.imageUrl,
          skin: loadedRun.character.skin,
          portraitSuffix: portraitSuffix(run.stats, run.max),
          bottle: bottleOf(state),
        });
        const before = previous?.loadedRun === loadedRun ? previous.run : null;
        if (before && before !== run) cueReactions(before, run);
        if (outcome && outcome !== previous?.outcome && outcome.rewardId !== null) gameAudio.play('reward', 0.5);
      }
      previous = state;
    };
    direct(playStore.getState());
    return playStore.subscribe(direct);
  }, []);
}
