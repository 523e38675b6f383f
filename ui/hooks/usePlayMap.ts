import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** The local storage key of spec section 3 that /play reads: the id of the map to play. */
export const MAP_TO_PLAY_KEY = 'mapa';

/**
 * Starts a map: remembers it as `mapa` and opens the game. The play is counted by the server when the game screen
 * starts the run (POST /play/play), so it is counted once, whichever screen the player came from.
 */
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
