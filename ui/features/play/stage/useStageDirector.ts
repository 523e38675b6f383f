import { useEffect } from 'react';
import { portraitSuffix } from '@src/core/character-state';
import type { StatRecord } from '@src/core/run';
import type { StatKey } from '@src/core/stats';
import i18n from '@src/i18n';
import { gameStore, type BottleState } from '@src/state/game';
import { gameAudio } from '../audio/engine';
import { playStore, type PlayState } from '../run/playStore';

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

/**
 * Directs the play stage from the run: what it shows (island, portrait state, bottle) and the one-shot reactions
 * (damage, healing, passive moments) with their sounds. The scene plays the cues; nothing here runs per frame.
 */
export function useStageDirector(): void {
  useEffect(() => {
    gameStore.getState().resetStage();
    let previous: PlayState | null = null;
    const direct = (state: PlayState) => {
      const game = gameStore.getState();
      const { session, run } = state;
      if (session && run) {
        game.showStage({
          island: session.island,
          imageUrl: session.imageUrl,
          skin: session.character.skin,
          portraitSuffix: portraitSuffix(run.stats, run.max),
          bottle: bottleOf(state),
        });
        const before = previous?.session === session ? previous.run : null;
        if (before && before !== run) {
          if (before.current === null && run.current !== null && before.turn === run.turn) gameAudio.play('bottle');
          const damage = added(before.damage, run.damage);
          const healing = added(before.healing, run.healing);
          if (damage) {
            game.cue({ kind: 'damage', amounts: damage });
            gameAudio.play('hurt', 0.5);
          }
          if (healing) {
            game.cue({ kind: 'heal', amounts: healing });
            gameAudio.play('heal', 0.5);
          }
          for (const trigger of run.passiveTriggers.slice(before.passiveTriggers.length)) {
            game.cue({ kind: 'passive', label: i18n.t(`play:passive.${trigger.kind}`) });
          }
        }
        if (state.outcome && state.outcome !== previous?.outcome && state.outcome.rewardId !== null) gameAudio.play('reward', 0.5);
      } else {
        game.showStage({ bottle: 'hidden' });
      }
      previous = state;
    };
    direct(playStore.getState());
    return playStore.subscribe(direct);
  }, []);
}
