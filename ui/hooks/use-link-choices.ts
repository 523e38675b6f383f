import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@src/contract/events';
import type { ItemView } from '@src/contract/items';
import { EDITOR_EFFECT_CHOICES } from '@src/core/effect-choices';
import type { SelectChoice } from '@ui/components/select-field';
import { shortened } from '@ui/components/shortened';
import type { RemoteList } from '@ui/hooks/use-remote-list';

/** A premise cut short enough for a drop-down. */
const PREMISE_PREVIEW = 48;
const preview = (text: string) => shortened(text, PREMISE_PREVIEW);

export interface LinkChoices {
  effects: SelectChoice[];
  /** The player's items, for Object Requeriment and Object Reward. */
  items: SelectChoice[];
  /** The map's other events, for Unlocks event and Follows event; null where links are drawn instead (the diagram). */
  events: SelectChoice[] | null;
  /** Why the item list is empty or short, when it is. */
  itemsNote?: string;
  /** Readable names of an effect, item or event id, for the option list. */
  names: { effect: (id: string) => string; item: (id: number) => string; event: (id: number) => string };
}

/**
 * The choices of the option form's selects, with "none" first in each. `events` null leaves out the event links (the
 * diagram editor draws them as edges); an event never links to itself.
 */
export function useLinkChoices(
  items: RemoteList<ItemView>,
  events: EventSummary[] | null,
  currentEventId: number | null,
): LinkChoices {
  const { t } = useTranslation('creator');
  return useMemo(() => {
    const itemList = items.status === 'ready' ? items.items : [];
    const effect = (id: string) => t(`effects.${id}`, { defaultValue: id });
    const item = (id: number) =>
      itemList.find((entry) => entry.objectid === id)?.name ?? t('option.unknownItem', { id });
    const event = (id: number) => {
      const found = events?.find((entry) => entry.eventid === id);
      return found ? t('events.rowTitle', { id, premise: preview(found.premise) }) : t('option.unknownEvent', { id });
    };
    const none = { value: '', label: t('option.none') };
    return {
      effects: EDITOR_EFFECT_CHOICES.map((id) => ({ value: id, label: effect(id) })),
      items: [none, ...itemList.map((entry) => ({ value: String(entry.objectid), label: entry.name }))],
      events: events && [
        none,
        ...events
          .filter((entry) => entry.eventid !== currentEventId)
          .map((entry) => ({ value: String(entry.eventid), label: event(entry.eventid) })),
      ],
      itemsNote:
        items.status === 'failed'
          ? t('option.itemsFailed')
          : items.status === 'loading'
            ? t('option.itemsLoading')
            : itemList.length === 0
              ? t('option.noItems')
              : undefined,
      names: { effect, item, event },
    };
  }, [events, items, currentEventId, t]);
}

/** The choices plus the current value when it is not among them (an effect no longer offered, a deleted item). */
export function withCurrent(choices: SelectChoice[], value: string, label: () => string): SelectChoice[] {
  return value === '' || choices.some((choice) => choice.value === value)
    ? choices
    : [...choices, { value, label: label() }];
}
