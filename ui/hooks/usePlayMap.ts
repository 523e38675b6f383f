import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** The local storage key of spec section 3 that /play reads: the id of the map to play. */
export const MAP_TO_PLAY_KEY = 'mapa';

/** Starts a map: remembers it as `mapa` and opens the game. */
export function usePlayMap(): (mapId: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (mapId: number) => {
      localStorage.setItem(MAP_TO_PLAY_KEY, String(mapId));
      navigate('/play');
    },
    [navigate],
  );
}
