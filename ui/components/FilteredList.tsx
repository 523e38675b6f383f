import type { ReactNode } from 'react';
import { EmptyNote } from './ListNotes';
import styles from './FilteredList.module.css';

interface FilteredListProps<T> {
  items: readonly T[];
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

/** A list filtered client-side by a search box (spec 5), with its empty and no-match notes and a live count. */
export function FilteredList<T>({ items, search, textOf, keyOf, render, empty, noMatch, count, label, listClassName, className }: FilteredListProps<T>) {
  if (items.length === 0) return <>{empty}</>;
  const shown = filterBySearch(items, search, textOf);
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
