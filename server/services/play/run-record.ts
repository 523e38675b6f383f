import type { CompletedEventRecord, EndGameRequest } from '@src/contract/play';
import type { PlayMap, RunAction, RunState } from '@src/core/run';
import type { ConsequenceRow, EventRow } from '../../db/schema-creators';
import type { StoredPlayMap } from '../../repositories/play-map';
import type { RunReport } from './run-report';

/*
 * The spec's endGame body has no actions: only the completed events, each naming an event and the option taken. Those
 * are the run's choices in order, so they replay like our actions, without the item uses (docs/play.md).
 */

export type RecordedEntry = NonNullable<EndGameRequest['completedEvents']>[number];

/** Why a record names no single event or option: none matches, or several do. */
export type RecordProblem = 'unknown-event' | 'option-not-offered' | 'record-ambiguous';

export type RecordedChoices =
  | { readonly ok: true; readonly actions: RunAction[] }
  | { readonly ok: false; readonly reason: RecordProblem; readonly index: number };

type Resolved<T> = { ok: true; value: T } | { ok: false; reason: RecordProblem };

/** The one candidate a reference names: by id when it is a number, by any of its texts when it is a string. */
function resolve<T>(
  reference: number | string,
  candidates: readonly T[],
  idOf: (candidate: T) => number,
  textsOf: (candidate: T) => (string | null)[],
  missing: RecordProblem,
): Resolved<number> {
  const matches =
    typeof reference === 'number'
      ? candidates.filter((candidate) => idOf(candidate) === reference)
      : candidates.filter((candidate) => textsOf(candidate).includes(reference));
  if (matches.length === 0) {
    // An id the map does not have still goes to the replay, which refuses it with the rules' own reason.
    return typeof reference === 'number' ? { ok: true, value: reference } : { ok: false, reason: missing };
  }
  if (matches.length > 1) return { ok: false, reason: 'record-ambiguous' };
  return { ok: true, value: idOf(matches[0]) };
}

function resolveRecord(stored: StoredPlayMap, record: CompletedEventRecord): Resolved<RunAction> {
  const event = resolve<EventRow>(
    record.evento,
    stored.events,
    (row) => row.eventid,
    (row) => [row.premise, row.premise_en],
    'unknown-event',
  );
  if (!event.ok) return event;
  const options = stored.consequences.filter((row) => row.eventid === event.value);
  const option = resolve<ConsequenceRow>(
    record.consecuencia,
    options,
    (row) => row.consequenceid,
    (row) => [row.option, row.option_en, row.consequence_text, row.consequence_text_en],
    'option-not-offered',
  );
  if (!option.ok) return option;
  return { ok: true, value: { type: 'choose', eventId: event.value, consequenceId: option.value } };
}

/** The choices a completed-events list records, in order (our shape or the spec's), or the first entry naming none. */
export function choicesFromRecord(stored: StoredPlayMap, entries: readonly RecordedEntry[]): RecordedChoices {
  const actions: RunAction[] = [];
  for (const [index, entry] of entries.entries()) {
    if ('eventId' in entry) {
      actions.push({ type: 'choose', eventId: entry.eventId, consequenceId: entry.consequenceId });
      continue;
    }
    const resolved = resolveRecord(stored, entry);
    if (!resolved.ok) return { ok: false, reason: resolved.reason, index };
    actions.push(resolved.value);
  }
  return { ok: true, actions };
}

/**
 * Why a replay of recorded choices cannot stand for the run that was played, or null when it can. Item uses are not
 * in the record, and they only restore stats: a replay without them that wins, or dies with no sign of them, is the
 * run. One that dies while the record's last option wins, or while the client's histories show an item used, is not.
 */
export function unreproducedEnd(
  map: PlayMap,
  actions: readonly RunAction[],
  final: RunState,
  report: RunReport,
): string | null {
  if (final.status !== 'dead') return null;
  const last = actions.at(-1);
  const lastOption =
    last?.type === 'choose'
      ? map.events
          .find((event) => event.id === last.eventId)
          ?.consequences.find((option) => option.id === last.consequenceId)
      : undefined;
  if (lastOption?.wins) return 'win-not-reproduced';
  const histories = [...(report.damageHistory ?? []), ...(report.healingHistory ?? [])];
  return histories.some((change) => change.source === 'item') ? 'items-used' : null;
}
