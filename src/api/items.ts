import type { z } from 'zod';
import type { MessageResponse } from '@src/contract/common';
import type { ItemForm, ItemView, itemsResponse } from '@src/contract/items';
import { http } from './http';

/** Item calls of spec section 7 ("Items"): the signed-in player's own items. */

/** An item's picture: its upload under /uploads/items, else the icon of what it does. */
export function itemPictureUrl(item: Pick<ItemView, 'objectImage' | 'functionality'>): string {
  if (item.objectImage) return `/uploads/items/${item.objectImage}`;
  return `/assets/icons/items/${item.functionality.toLowerCase()}.webp`;
}

export async function getItems(): Promise<ItemView[]> {
  return (await http.post<z.infer<typeof itemsResponse>>('/items/getItems')).data.objects;
}

/** The multipart form of creating and editing: name, description, functionality and, when chosen, the image. */
function itemFormData(form: Required<ItemForm>, image: File | null): FormData {
  const data = new FormData();
  data.append('name', form.name);
  data.append('description', form.description);
  data.append('functionality', form.functionality);
  if (image) data.append('image', image);
  return data;
}

export async function createItem(form: Required<ItemForm>, image: File | null): Promise<ItemView> {
  return (await http.post<ItemView>('/items/create', itemFormData(form, image))).data;
}

/** Without an image the item keeps its current picture. */
export async function updateItem(objectid: number, form: Required<ItemForm>, image: File | null): Promise<ItemView> {
  return (await http.patch<ItemView>(`/items/update/${objectid}`, itemFormData(form, image))).data;
}

export async function deleteItem(objectid: number): Promise<MessageResponse> {
  return (await http.delete<MessageResponse>(`/items/delete/${objectid}`)).data;
}
