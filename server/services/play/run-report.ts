import type { EndGameRequest } from '@src/contract/play';
import type { RunAction, RunState } from '@src/core/run';
import type { RecordedChoices } from './run-record';

/** The client's own account of a run: the spec's endGame fields. */
export type RunReport = Pick<EndGameRequest, 'completedEvents' | 'damageHistory' | 'healingHistory' | 'effects'>;
export type ReportField = keyof RunReport;

type Change = { turn: number; stat: string; amount: number; source: string };
type Effect = NonNullable<RunReport['effects']>[number];

/** Whether a list the client sent (when it sent one) differs from the replay's, compared by `key`. */
function differs<S, R>(
  sent: readonly S[] | undefined,
  replayed: readonly R[],
  sentKey: (entry: S) => unknown[],
  replayedKey: (entry: R) => unknown[],
): boolean {
  return sent !== undefined && JSON.stringify(sent.map(sentKey)) !== JSON.stringify(replayed.map(replayedKey));
}

const choiceKey = (entry: { eventId: number; consequenceId: number }) => [entry.eventId, entry.consequenceId];
const chosen = (actions: readonly RunAction[]) =>
  actions.flatMap((action) => (action.type === 'choose' ? [action] : []));
const changeKey = (entry: Change) => [entry.turn, entry.stat, entry.amount, entry.source];
/** Our client's effect shape or the spec's (effect_consequence, turns_left). */
const effectKey = (entry: Effect) =>
  'effect' in entry ? [entry.effect, entry.turnsLeft] : [entry.effect_consequence, entry.turns_left];

/**
 * The fields of the client's report that differ from the server's replay; `recorded` is what its completed events
 * name (run-record.ts). A difference points at a client bug, a tampered request or, for a run replayed from its
 * completed events, an item use the record does not show.
 */
export function reportDisagreements(report: RunReport, recorded: RecordedChoices, replayed: RunState): ReportField[] {
  const completed =
    report.completedEvents !== undefined &&
    (!recorded.ok || differs(chosen(recorded.actions), replayed.completed, choiceKey, choiceKey));
  const found: [ReportField, boolean][] = [
    ['completedEvents', completed],
    ['damageHistory', differs(report.damageHistory, replayed.damage, changeKey, changeKey)],
    ['healingHistory', differs(report.healingHistory, replayed.healing, changeKey, changeKey)],
    ['effects', differs(report.effects, replayed.effects, effectKey, (entry) => [entry.effect, entry.turnsLeft])],
  ];
  return found.filter(([, different]) => different).map(([field]) => field);
}
