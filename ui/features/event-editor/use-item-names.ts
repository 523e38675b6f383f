import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemView } from '@src/contract/items';
import { useEditor } from '@src/state/editor/store';

let cached: { items: readonly ItemView[]; names: ReadonlyMap<number, string> } | undefined;

/** One lookup table per item list, shared by every option on the canvas. */
function namesOf(items: readonly ItemView[]): ReadonlyMap<number, string> {
  if (cached?.items !== items) cached = { items, names: new Map(items.map((item) => [item.objectid, item.name])) };
  return cached.names;
}

/** Forgets the last lookup table (between tests, which share the module). */
export function resetItemNameCache() {
  cached = undefined;
}

/** The name of an item by id; items the player does not own (or that were deleted) read "Objeto #id". */
export function useItemNames(): (objectid: number) => string {
  const { t } = useTranslation('creator');
  const names = useEditor((state) => namesOf(state.items));
  return useCallback(
    (objectid: number) => names.get(objectid) ?? t('option.unknownItem', { id: objectid }),
    [names, t],
  );
}
