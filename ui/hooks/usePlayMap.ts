import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { countMapPlay } from '@src/api/maps';

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

/**
 * Starts a community map: counts the play first (it orders the browser's "Plays"), then opens the game. A failed count
 * never keeps anyone from playing. `starting` is true while the count is on its way.
 */
export function usePlayCommunityMap(): { play: (mapId: number) => void; starting: boolean } {
  const playMap = usePlayMap();
  const [starting, setStarting] = useState(false);
  const play = useCallback(
    (mapId: number) => {
      setStarting(true);
      countMapPlay(mapId)
        .catch(() => undefined)
        .finally(() => playMap(mapId));
    },
    [playMap],
  );
  return { play, starting };
}
