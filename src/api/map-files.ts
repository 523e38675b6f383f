import type { MapImportResponse } from '@src/contract/map-file';
import { http } from './http';

/** A map as one file (docs/creators.md, "Files"). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The owner's map as the file the server writes, with the name it suggests. */
export async function exportMapFile(mapId: number): Promise<DownloadedFile> {
  const res = await http.get<Blob>(`/maps/${mapId}/export`, { responseType: 'blob' });
  const disposition = String(res.headers['content-disposition'] ?? '');
  return { blob: res.data, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? `map-${mapId}.vsmap.json` };
}

/** Sends a file's text as it is: the server checks it and stores it as a new draft, or refuses it whole. */
export async function importMapFile(text: string): Promise<MapImportResponse> {
  const res = await http.post<MapImportResponse>('/maps/import', text, {
    headers: { 'content-type': 'application/json' },
  });
  return res.data;
}

/** Another creator's published remixable map copied into the caller's drafts, credits and all ("Remix"). */
export async function remixMap(mapId: number): Promise<MapImportResponse> {
  return (await http.post<MapImportResponse>(`/maps/${mapId}/remix`)).data;
}
