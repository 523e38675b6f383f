import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { RemoteList } from '@ui/hooks/use-remote-list';
import { EmptyNote, FailedNote } from './list-notes';
import { LoadingPanel } from './loading-panel';
import styles from './filtered-list.module.css';

/** What a list screen says around its list; `listTexts` reads them from the screen's translations. */
export interface ListTexts {
  /** Said while the list loads. */
  loading: string;
  /** Said when it could not be loaded, above the server's reason and a retry button. */
  loadFailed: string;
  /** Names the list for screen readers. */
  label: string;
  /** "n maps", announced as the search narrows the list. */
  count: (count: number) => string;
  /** Shown when nothing matches the search. */
  noMatch: (search: string) => string;
}

/** The texts under `prefix` (`loading`, `loadFailed`, `listLabel`, `count`, `noMatch`), as every creator list names them. */
export function listTexts(t: TFunction, prefix: string): ListTexts {
  return {
    loading: t(`${prefix}.loading`),
    loadFailed: t(`${prefix}.loadFailed`),
    label: t(`${prefix}.listLabel`),
    count: (count) => t(`${prefix}.count`, { count }),
    noMatch: (search) => t(`${prefix}.noMatch`, { search }),
  };
}

export interface FilteredListProps<T> {
  /** The list as the server gave it (or where loading it stands), how to load it again, and the search box's text. */
  source: { state: RemoteList<T>; reload: () => void; search: string };
  texts: ListTexts;
  /** The text the search looks in: entries containing it (ignoring case) are shown. */
  textOf: (item: T) => string;
  keyOf: (item: T) => number;
  render: (item: T) => ReactNode;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  listClassName: string;
  className?: string;
}

/**
 * A list from the server filtered client-side by a search box (spec 5), with its loading, failed, empty and no-match
 * notes and a live count.
 */
export function FilteredList<T>({
  source,
  texts,
  textOf,
  keyOf,
  render,
  empty,
  listClassName,
  className,
}: FilteredListProps<T>) {
  const { state: list, reload, search } = source;
  if (list.status === 'loading') return <LoadingPanel label={texts.loading} />;
  if (list.status === 'failed') return <FailedNote title={texts.loadFailed} reason={list.message} onRetry={reload} />;
  if (list.items.length === 0) return <>{empty}</>;
  const shown = filterBySearch(list.items, search, textOf);
  if (shown.length === 0) return <EmptyNote icon="search">{texts.noMatch(search.trim())}</EmptyNote>;
  return (
    <section className={className} aria-label={texts.label}>
      <p className={styles.count} aria-live="polite">
        {texts.count(shown.length)}
      </p>
      <ul className={listClassName}>
        {shown.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The entries whose text contains the search, ignoring case and surrounding spaces (spec 5: map and event searches). */
export function filterBySearch<T>(items: readonly T[], search: string, textOf: (item: T) => string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => textOf(item).toLocaleLowerCase().includes(needle));
}
