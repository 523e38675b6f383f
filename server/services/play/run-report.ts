import type { EndGameRequest } from '@src/contract/play';
import type { RunState } from '@src/core/run';

/** The client's own account of a run: the spec's endGame fields. */
export type RunReport = Pick<EndGameRequest, 'completedEvents' | 'damageHistory' | 'healingHistory' | 'effects'>;

type Completed = { eventId: number; consequenceId: number };
type Change = { turn: number; stat: string; amount: number; source: string };
type Effect = { effect: string; turnsLeft: number };

/** Whether a list the client sent (when it sent one) differs from the replay's, compared by `key`. */
function differs<T>(sent: readonly T[] | undefined, replayed: readonly T[], key: (entry: T) => unknown[]): boolean {
  return sent !== undefined && JSON.stringify(sent.map(key)) !== JSON.stringify(replayed.map(key));
}

/**
 * The fields of the client's report that differ from the server's replay. The outcome never depends on them (the
 * replay decides); a difference is logged because it points at a client bug or a tampered request.
 */
export function reportDisagreements(report: RunReport, replayed: RunState): (keyof RunReport)[] {
  const completed = (entry: Completed) => [entry.eventId, entry.consequenceId];
  const change = (entry: Change) => [entry.turn, entry.stat, entry.amount, entry.source];
  const effect = (entry: Effect) => [entry.effect, entry.turnsLeft];
  const found: [keyof RunReport, boolean][] = [
    ['completedEvents', differs<Completed>(report.completedEvents, replayed.completed, completed)],
    ['damageHistory', differs<Change>(report.damageHistory, replayed.damage, change)],
    ['healingHistory', differs<Change>(report.healingHistory, replayed.healing, change)],
    ['effects', differs<Effect>(report.effects, replayed.effects, effect)],
  ];
  return found.filter(([, different]) => different).map(([field]) => field);
}
