import { useSearchParams } from 'react-router-dom';
import { readSelectedMap } from '@src/state/selected-map';

/**
 * Which map the editor opens: `?mapId=` in the address (a link can point straight at a map), else the map the
 * creator chose in the map creator (stored in local storage). The title is only known for the stored map.
 */
export function useEditorMap(): { mapId: number; title: string } | null {
  const [params] = useSearchParams();
  const stored = readSelectedMap();
  const fromUrl = Number(params.get('mapId'));
  if (Number.isInteger(fromUrl) && fromUrl > 0)
    return { mapId: fromUrl, title: stored?.mapId === fromUrl ? stored.title : '' };
  return stored && { mapId: stored.mapId, title: stored.title };
}
