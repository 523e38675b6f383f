import { isHttpError } from './http-error';
import type { z } from 'zod';
import type { MessageResponse } from '@src/contract/common';
import type {
  BrowseQuery,
  BrowseResponse,
  LikeResponse,
  mapCheckResponse,
  MapForm,
  MapIssueView,
  OwnMap,
  ownMapsResponse,
} from '@src/contract/maps';
import { http } from './http';

/** Map calls of spec section 7 ("Maps"): the creator's own maps, and the community browser. */
export type MapCheck = z.infer<typeof mapCheckResponse>;

export async function getOwnMaps(): Promise<OwnMap[]> {
  return (await http.post<z.infer<typeof ownMapsResponse>>('/maps')).data.maps;
}

/**
 * The multipart form of creating and editing: title, description, published 1/0, the tags, remixable 1/0 and, when
 * chosen, the image.
 */
function mapFormData(form: MapForm, image: File | null): FormData {
  const data = new FormData();
  data.append('title', form.title);
  data.append('description', form.description);
  data.append('published', form.published);
  if (form.tags) data.append('tags', form.tags.join(','));
  if (form.remixable) data.append('remixable', form.remixable);
  if (image) data.append('image', image);
  return data;
}

export async function createMap(form: MapForm, image: File | null): Promise<OwnMap> {
  return (await http.post<OwnMap>('/maps/create', mapFormData(form, image))).data;
}

/** Without an image the map keeps its current picture. */
export async function editMap(mapId: number, form: MapForm, image: File | null): Promise<OwnMap> {
  return (await http.put<OwnMap>(`/maps/map/${mapId}/edit`, mapFormData(form, image))).data;
}

export async function deleteMap(mapid: number): Promise<MessageResponse> {
  return (await http.delete<MessageResponse>(`/maps/maps/${mapid}`)).data;
}

/** The event screen's "EDIT MAP": brings the difficulty up to date and says what still keeps the map from publishing. */
export async function checkMap(mapId: number): Promise<MapCheck> {
  return (await http.put<MapCheck>(`/maps/${mapId}/edit`, {})).data;
}

/** The problems a refused publish (422 MAP_INVALID) lists, or null when the failure was something else. */
export function publishIssuesOf(error: unknown): MapIssueView[] | null {
  if (!isHttpError(error)) return null;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('issues' in body) || !Array.isArray(body.issues)) return null;
  return body.issues as MapIssueView[];
}

/** One page of published maps; search, order and paging all happen on the server. */
export async function browseMaps(query: BrowseQuery): Promise<BrowseResponse> {
  return (await http.get<BrowseResponse>('/maps/all', { params: query })).data;
}

export async function toggleMapLike(mapId: number): Promise<LikeResponse> {
  return (await http.post<LikeResponse>(`/maps/${mapId}/like`)).data;
}
