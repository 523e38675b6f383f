import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberMapToPlay } from '@src/state/game';

/**
 * Starts a map: remembers it as `mapa`, with this screen as the run's origin (where the end popup's "Volver" leads),
 * and opens the game. The play is counted by the server when the game screen
 * starts the run (POST /play/play), so it is counted once, whichever screen the player came from.
 */
export function usePlayMap(): (mapId: number) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (mapId: number) => {
      rememberMapToPlay(mapId, pathname + search);
      navigate('/play');
    },
    [navigate, pathname, search],
  );
}
