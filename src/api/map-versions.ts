import type { MapVersionRestoreResponse, MapVersionsResponse } from '@src/contract/map-versions';
import { http } from './http';

/** A map's published versions, for its owner (docs/creators.md, "Versions"). */
export async function getMapVersions(mapId: number): Promise<MapVersionsResponse> {
  return (await http.get<MapVersionsResponse>(`/maps/${mapId}/versions`)).data;
}

/** Makes version `number` the map's draft again; players keep the published version until the next publish. */
export async function restoreMapVersion(mapId: number, number: number): Promise<MapVersionRestoreResponse> {
  return (await http.post<MapVersionRestoreResponse>(`/maps/${mapId}/versions/${number}/restore`)).data;
}
