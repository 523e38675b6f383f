import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { rememberMapToPlay } from '@src/state/game';

/**
 * Starts a map: remembers it as `mapa` and opens the game. The play is counted by the server when the game screen
 * starts the run (POST /play/play), so it is counted once, whichever screen the player came from.
 */
export function usePlayMap(): (mapId: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (mapId: number) => {
      rememberMapToPlay(mapId);
      navigate('/play');
    },
    [navigate],
  );
}
