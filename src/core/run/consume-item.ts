/**
 * Using an item from the backpack: heal, food, drink and mind restore 10 % of the matching stat's maximum (more with
 * some passives) and are consumed; an item whose stat is already full is refused rather than wasted. It is a free action: no turn passes, so effects and the drain wait for the next
 * choice.
 */
import { itemUse, wouldRestore } from '../items';
import { itemPercentAfterPassive } from '../passives';
import { mapStats } from '../stats';
import { countOf, withoutOne } from './backpack';
import { drawableEvents, findEvent, findItem, isAnswerable } from './map-index';
import { applyChanges } from './records';
import type { ActionResult, PlayMap, RunState } from './types';

export function consumeItem(map: PlayMap, state: RunState, itemId: number): ActionResult {
  if (state.status !== 'playing') return { ok: false, refusal: { code: 'run-ended' } };
  if (countOf(state.backpack, itemId) === 0) return { ok: false, refusal: { code: 'item-not-held', itemId } };
  // An item the map does not describe has no known use: it can still open options, like a trade item.
  const functionality = findItem(map, itemId)?.functionality ?? 'None';
  const use = itemUse(functionality, state.max, itemPercentAfterPassive(state.passiveRules, functionality));
  if (!use.usable) return { ok: false, refusal: { code: 'item-not-usable', itemId } };
  if (!wouldRestore(use, state.stats, state.max))
    return { ok: false, refusal: { code: 'stat-full', itemId, stat: use.stat } };
  // Using an item never blocks or ends the run: it is refused when the item is the last way forward (the only key to
  // the event on screen, or to every event left in the bottle).
  const after: RunState = { ...state, backpack: withoutOne(state.backpack, itemId) };
  const onScreen = state.current === null ? undefined : findEvent(map, state.current);
  const wayForward = onScreen ? isAnswerable(onScreen, after) : drawableEvents(map, after).length > 0;
  if (!wayForward) return { ok: false, refusal: { code: 'item-needed', itemId } };
  const restore = mapStats((stat) => (stat === use.stat ? use.amount : 0));
  return { ok: true, state: applyChanges(after, restore, { source: 'item', itemId }) };
}
