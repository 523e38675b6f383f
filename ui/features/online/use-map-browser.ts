import { startTransition, useCallback, useEffect, useOptimistic, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toApiError } from '@src/api/errors';
import { browseMaps } from '@src/api/maps';
import type { BrowseResponse, MapSort } from '@src/contract/maps';
import { inListOrder, isMapTag, type MapTag } from '@src/core/map-tags';

/** The orders of the browser (the contract's MAP_SORTS), listed here so zod stays out of the bundle. */
export const SORTS = ['az', 'likes', 'plays'] as const satisfies readonly MapSort[];
export const DEFAULT_SORT: MapSort = 'likes';
/** Cards per page: four rows of three on a wide screen. */
export const PAGE_SIZE = 12;

export interface BrowseQuery {
  search: string;
  sort: MapSort;
  page: number;
  /** Tags a listed map must all have, and tags it must have none of. */
  include: MapTag[];
  exclude: MapTag[];
}

type Outcome = { ok: true; result: BrowseResponse } | { ok: false; message: string };

/** A list of tags from the address: known ones only, in the list's order (an old or edited link never breaks). */
const tagsIn = (value: string | null): MapTag[] => inListOrder((value ?? '').split(',').filter(isMapTag));

/**
 * The query lives in the address (?search=&sort=&page=&include=&exclude=), so a reload or a shared link shows the same
 * page. A tag both included and excluded counts as included.
 */
function readQuery(params: URLSearchParams): BrowseQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const include = tagsIn(params.get('include'));
  return {
    search: (params.get('search') ?? '').trim(),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as MapSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    include,
    exclude: tagsIn(params.get('exclude')).filter((tag) => !include.includes(tag)),
  };
}

/** Names one request, so an answer is shown only while the query that asked for it is still the current one. */
const requestKey = (query: BrowseQuery, attempt: number) =>
  [query.search, query.sort, query.page, query.include.join(','), query.exclude.join(','), attempt].join('\u0000');

/** The query after `changes`: a new search, order or tag starts again from the first page. */
const changed = (query: BrowseQuery, changes: Partial<BrowseQuery>): BrowseQuery => ({ ...query, page: 1, ...changes });

/**
 * One page of published maps, asked from the server for the query in the address; older answers are ignored.
 * The router moves the address in a transition, so the query it returns lags a click; the controls are shown the
 * changed query at once (a checked chip that sprang back until the transition committed failed its click).
 */
export function useMapBrowser() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [shown, show] = useOptimistic(query, changed);
  const { search, sort, page } = query;
  // Joined, so the effect below runs again only when the tags change, not on every render's new arrays.
  const include = query.include.join(',');
  const exclude = query.exclude.join(',');
  const [attempt, setAttempt] = useState(0);
  const key = requestKey(query, attempt);
  const [answer, setAnswer] = useState<{ key: string; outcome: Outcome } | null>(null);

  useEffect(() => {
    let current = true;
    const asked = requestKey({ search, sort, page, include: tagsIn(include), exclude: tagsIn(exclude) }, attempt);
    const filters = { ...(search ? { search } : {}), ...(include ? { include } : {}), ...(exclude ? { exclude } : {}) };
    browseMaps({ ...filters, sort, page, limit: PAGE_SIZE }).then(
      (result) => current && setAnswer({ key: asked, outcome: { ok: true, result } }),
      (error: unknown) =>
        current && setAnswer({ key: asked, outcome: { ok: false, message: toApiError(error).message } }),
    );
    return () => {
      current = false;
    };
  }, [search, sort, page, include, exclude, attempt]);

  /** Changes the query: shown at once, in the address when the router's transition commits. */
  const change = useCallback(
    (changes: Partial<BrowseQuery>) =>
      startTransition(() => {
        show(changes);
        setParams(
          (previous) => {
            const next = changed(readQuery(previous), changes);
            const written = new URLSearchParams();
            if (next.search) written.set('search', next.search);
            if (next.include.length > 0) written.set('include', next.include.join(','));
            if (next.exclude.length > 0) written.set('exclude', next.exclude.join(','));
            if (next.sort !== DEFAULT_SORT) written.set('sort', next.sort);
            if (next.page > 1) written.set('page', String(next.page));
            return written;
          },
          { replace: true },
        );
      }),
    [setParams, show],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const outcome = answer?.key === key ? answer.outcome : null;
  return { query: shown, outcome, change, retry };
}
