import { useEffect, useMemo, useState } from 'react';
import { getMapAnalytics } from '@src/api/map-analytics';
import type { MapAnalyticsResponse } from '@src/contract/map-analytics';
import { paintOf, type Paint } from './analytics-paint';

export type AnalyticsResult =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  /** No published version, or no run of the one asked for yet. */
  | { readonly kind: 'empty'; readonly figures: MapAnalyticsResponse | null }
  | { readonly kind: 'ready'; readonly figures: MapAnalyticsResponse };

/**
 * Other players' runs of the map while "Player data" is on: fetched when it turns on, when another version is chosen
 * and on retry; an answer that arrives after the toggle went off or the version changed is dropped. The canvas paint
 * is derived once per answer.
 */
export function useMapAnalytics(mapId: number, enabled: boolean) {
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<AnalyticsResult>({ kind: 'loading' });
  // Turned off, the last answer goes: turned on again, it would show for a frame before the new request starts.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (wasEnabled !== enabled) {
    setWasEnabled(enabled);
    if (!enabled) setResult({ kind: 'loading' });
  }

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setResult({ kind: 'loading' });
    getMapAnalytics(mapId, version).then(
      (figures) => {
        if (!current) return;
        setResult(figures && figures.runs > 0 ? { kind: 'ready', figures } : { kind: 'empty', figures });
      },
      () => current && setResult({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [mapId, enabled, version, attempt]);

  const figures = result.kind === 'ready' ? result.figures : null;
  const paint = useMemo<Paint | null>(() => figures && paintOf(figures), [figures]);
  return {
    result,
    paint,
    chooseVersion: setVersion,
    retry: () => setAttempt((count) => count + 1),
  };
}
