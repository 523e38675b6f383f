import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '@src/state/editor/store';
import { Icon } from '@ui/components/icon';
import { useEditorUi } from './editor-ui';
import styles from './toolbar.module.css';

const MATCHES_SHOWN = 8;

/** Events whose premise contains the text (case-insensitive, spec 5), or whose id it names ("12" or "#12"). */
export function searchEvents(
  events: Iterable<{ eventid: number; premise: string }>,
  query: string,
  limit = MATCHES_SHOWN,
) {
  const text = query.trim().toLowerCase();
  if (text === '') return [];
  const id = /^#?(\d+)$/.exec(text)?.[1];
  const matches = [];
  for (const event of events) {
    if (String(event.eventid) === id || event.premise.toLowerCase().includes(text)) matches.push(event);
    if (matches.length === limit) break;
  }
  return matches;
}

/** A search box that jumps to (centres on) the event picked from its suggestions. */
export function EventSearch({ ref }: { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('editor');
  const ui = useEditorUi();
  const listId = useId();
  const events = useEditor((state) => state.graph.events);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => searchEvents(events.values(), query), [events, query]);

  const pick = (eventId: number) => {
    ui.showEvent(eventId);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length === 0 ? 0 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && matches[active]) {
      event.preventDefault();
      pick(matches[active].eventid);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && query.trim() !== '';
  return (
    <div className={styles.search}>
      <Icon name="search" size={20} />
      <input
        ref={ref}
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={showList && matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && matches[active] ? `${listId}-${matches[active].eventid}` : undefined}
        placeholder={t('search.label')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {/* The "/" shortcut, shown on wide screens while the box is empty; phones have no key to press. */}
      {query === '' && (
        <kbd className={styles.searchKey} aria-hidden="true">
          /
        </kbd>
      )}
      <ul id={listId} role="listbox" className={styles.searchList} hidden={!showList}>
        {matches.map((event, index) => (
          <li
            key={event.eventid}
            id={`${listId}-${event.eventid}`}
            role="option"
            aria-selected={index === active}
            className={styles.searchOption}
            // Before the input's blur closes the list.
            onMouseDown={(mouse) => {
              mouse.preventDefault();
              pick(event.eventid);
            }}
          >
            <span className={styles.searchId}>#{event.eventid}</span> {event.premise}
          </li>
        ))}
        {matches.length === 0 && <li className={styles.searchEmpty}>{t('search.none')}</li>}
      </ul>
    </div>
  );
}
