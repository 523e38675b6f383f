import type { EndGameRequest, EndGameResponse, GetCharacterResponse, PlayResponse } from '@src/contract/play';
import type { ItemFunctionality } from '@src/core/items';
import { http } from './http';

/** Play calls of spec section 7: start a run, load its character, end it (the server replays the actions). */

export async function startRun(mapId: number, selectedCharacter: number): Promise<PlayResponse> {
  return (await http.post<PlayResponse>('/play/play', { mapId, selectedCharacter })).data;
}

export async function getCharacter(selectedCharacter: number): Promise<GetCharacterResponse> {
  return (await http.post<GetCharacterResponse>('/play/getCharacter', { selectedCharacter })).data;
}

export async function endGame(body: EndGameRequest): Promise<EndGameResponse> {
  return (await http.post<EndGameResponse>('/play/endGame', body)).data;
}

/**
 * Where an item's picture is: built-in items name a file under /assets (a path with a folder), items of the item
 * creator a file under /uploads/items (spec 7, Images); an item without one shows its functionality's icon.
 */
export function itemImageUrl(image: string | null, functionality: ItemFunctionality): string {
  if (!image) return `/assets/icons/items/${functionality === 'None' ? 'none' : functionality}.webp`;
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/')) return image;
  return isUploadedItemImage(image) ? `/uploads/items/${image}` : `/assets/${image}`;
}

/** Whether the picture is one a player uploaded with the item creator (a bare stored name): players may report it. */
export const isUploadedItemImage = (image: string | null): image is string =>
  image !== null && !image.includes('/') && !/^(https?:)?\/\//.test(image);
