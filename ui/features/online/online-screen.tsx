import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyNote, FailedNote } from '@ui/components/list-notes';
import { PRIORITY_PICTURES } from '@ui/components/map-picture';
import { PageSign } from '@ui/components/page-sign';
import { Pagination } from '@ui/components/pagination';
import { SearchBox } from '@ui/components/search-box';
import { BrowseMapCard } from './browse-map-card';
import { SortChoice } from './sort-choice';
import { TagFilter } from './tag-filter';
import { PAGE_SIZE, useMapBrowser } from './use-map-browser';
import styles from './online.module.css';

/** How long typing must pause before the search is sent. */
const SEARCH_DELAY_MS = 350;

/** /online: the community's published maps, searched, sorted and paged by the server. */
export function OnlineScreen() {
  const { t } = useTranslation('online');
  const { query, outcome, change, retry } = useMapBrowser();
  const [typed, setTyped] = useState(query.search);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  /** Typing waits for a pause before asking the server. */
  const type = (text: string) => {
    setTyped(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => change({ search: text.trim() }), SEARCH_DELAY_MS);
  };
  const clearSearch = () => {
    clearTimeout(searchTimer.current);
    setTyped('');
    change({ search: '' });
  };
  const goToPage = (page: number) => {
    change({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  /**
   * What an empty page offers: undo the search or the tag filters, go back to page 1, or, when nobody has published
   * yet, make the first.
   */
  const emptyAction = () => {
    if (query.search !== '')
      return (
        <button type="button" className="btn btn--sea" onClick={clearSearch}>
          {t('clearSearch')}
        </button>
      );
    if (query.include.length + query.exclude.length > 0)
      return (
        <button type="button" className="btn btn--sea" onClick={() => change({ include: [], exclude: [] })}>
          {t('tags.clear')}
        </button>
      );
    if (query.page > 1 && outcome?.ok && outcome.result.total > 0)
      return (
        <button type="button" className="btn btn--sea" onClick={() => goToPage(1)}>
          {t('firstPage')}
        </button>
      );
    return (
      <Link to="/map_creator" className="btn btn--palm">
        {t('createFirst')}
      </Link>
    );
  };

  return (
    <div className={styles.page}>
      <PageSign title={t('title')} intro={t('intro')}>
        <SearchBox label={t('search')} value={typed} onChange={type} />
        <SortChoice value={query.sort} onChange={(sort) => change({ sort })} />
        <TagFilter include={query.include} exclude={query.exclude} onChange={change} />
      </PageSign>

      {outcome === null && <SkeletonGrid label={t('loading')} />}
      {outcome?.ok === false && <FailedNote title={t('loadFailed')} reason={outcome.message} onRetry={retry} />}
      {outcome?.ok && outcome.result.maps.length === 0 && (
        <EmptyNote icon="globe" action={emptyAction()}>
          {t('empty')}
        </EmptyNote>
      )}
      {outcome?.ok && outcome.result.maps.length > 0 && (
        <section aria-label={t('listLabel')} className={styles.results}>
          <p className={styles.total} aria-live="polite">
            {t('total', { count: outcome.result.total })}
          </p>
          <ul className={styles.grid}>
            {outcome.result.maps.map((map, index) => (
              <li key={map.mapid}>
                <BrowseMapCard map={map} priority={index < PRIORITY_PICTURES} />
              </li>
            ))}
          </ul>
          <Pagination
            page={query.page}
            pageCount={Math.ceil(outcome.result.total / (outcome.result.pageSize || PAGE_SIZE))}
            onChange={goToPage}
          />
        </section>
      )}
    </div>
  );
}

/**
 * Card-shaped placeholders while a page loads, row for row the size of a typical map card (MapPostcard: picture, name,
 * creator, description, facts, Play; a long description or short numbers make a card a line taller or shorter), below
 * the line the total takes, so the layout does not jump when the page arrives.
 */
function SkeletonGrid({ label }: { label: string }) {
  return (
    <div role="status" className={styles.results}>
      <span className="visually-hidden">{label}</span>
      {/* The line the total will take, so the cards do not move down when it arrives. */}
      <p className={styles.total} aria-hidden="true">
        &nbsp;
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className={`paper ${styles.skeleton}`}>
            <span className={styles.skeletonPicture} />
            <div className={styles.skeletonBody}>
              <span className={`${styles.skeletonLine} ${styles.skeletonTitle}`} />
              <span className={styles.skeletonCreator} />
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonFacts} />
            </div>
            <span className={styles.skeletonButton} />
          </li>
        ))}
      </ul>
    </div>
  );
}
