import type { MapAnalyticsResponse } from '@src/contract/map-analytics';
import { http } from './http';
import { isHttpError } from './http-error';

/**
 * How other players' runs of one version of the map went, for its owner (src/contract/map-analytics.ts); by default
 * the version players get now. Null when there is nothing to count: the server answers 404 or 409 for a map with no
 * published version, which the editor cannot tell beforehand.
 */
export async function getMapAnalytics(mapId: number, version?: number): Promise<MapAnalyticsResponse | null> {
  try {
    const params = version === undefined ? undefined : { version };
    return (await http.get<MapAnalyticsResponse>(`/maps/${mapId}/analytics`, { params })).data;
  } catch (error) {
    if (isHttpError(error) && [404, 409].includes(error.response?.status ?? 0)) return null;
    throw error;
  }
}
