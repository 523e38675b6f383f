import type { ReactNode } from 'react';
import type { RemoteList } from '@ui/hooks/useRemoteList';
import { EmptyNote, FailedNote } from './ListNotes';
import { LoadingPanel } from './LoadingPanel';
import styles from './FilteredList.module.css';

interface FilteredListProps<T> {
  /** The list as the server gave it, or where loading it stands. */
  list: RemoteList<T>;
  /** Said while the list loads. */
  loading: string;
  /** Said when it could not be loaded, above the server's reason and a retry button. */
  loadFailed: string;
  onRetry: () => void;
  /** What the player typed; entries whose text contains it (ignoring case) are shown. */
  search: string;
  textOf: (item: T) => string;
  keyOf: (item: T) => number;
  render: (item: T) => ReactNode;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  /** Shown when nothing matches the search. */
  noMatch: (search: string) => string;
  /** "n maps", announced as the search narrows the list. */
  count: (count: number) => string;
  /** Names the list for screen readers. */
  label: string;
  listClassName: string;
  className?: string;
}

/**
 * A list from the server filtered client-side by a search box (spec 5), with its loading, failed, empty and no-match
 * notes and a live count.
 */
export function FilteredList<T>({ list, loading, loadFailed, onRetry, search, textOf, keyOf, render, empty, noMatch, count, label, listClassName, className }: FilteredListProps<T>) {
  if (list.status === 'loading') return <LoadingPanel label={loading} />;
  if (list.status === 'failed') return <FailedNote title={loadFailed} reason={list.message} onRetry={onRetry} />;
  if (list.items.length === 0) return <>{empty}</>;
  const shown = filterBySearch(list.items, search, textOf);
  if (shown.length === 0) return <EmptyNote icon="search">{noMatch(search.trim())}</EmptyNote>;
  return (
    <section className={className} aria-label={label}>
      <p className={styles.count} aria-live="polite">
        {count(shown.length)}
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
