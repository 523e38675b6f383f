import { screen } from '@testing-library/react';
import { fakeApi, type Reply, type SeenRequest } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { characterAnswer, playAnswer, stepTaken, TEST_MAP_ID } from './play-fixtures';

type Route = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

export const endGameReply = (experienceGained: number): Reply => ({
  status: 200,
  body: { success: true, message: 'Partida guardada', experienceGained, result: 'won' },
});

/** Opens /play on the test map with the fake server; `routes` replace the default answers. */
export async function openGame(routes: Record<string, Route> = {}, mapId = TEST_MAP_ID) {
  // As a screen starting a run does (rememberMapToPlay): a new run, not the one in progress.
  localStorage.setItem('mapa', String(mapId));
  localStorage.removeItem('runInProgress');
  const api = fakeApi({
    'POST /play/play': { status: 200, body: playAnswer },
    'POST /play/getCharacter': { status: 200, body: characterAnswer },
    'POST /play/endGame': endGameReply(35),
    'POST /play/step': stepTaken,
    ...routes,
  });
  const app = renderApp('/play');
  // The stats bar shows once everything has loaded.
  await screen.findByRole('progressbar', { name: 'Salud' }, { timeout: 3000 });
  return { ...app, api };
}

type GameUser = Awaited<ReturnType<typeof openGame>>['user'];

/** Fights the crab (unlocking the ship), then answers the ship with `option` (the swim kills, the signal wins). */
export async function reachTheShip(user: GameUser, option: RegExp) {
  await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
  await user.click(screen.getByRole('button', { name: /Pelear por la toalla/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
  await user.click(screen.getByRole('button', { name: option }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}
