import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReplayResponse } from '@src/contract/daily';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { playAnswer } from './play-fixtures';

/** luis's ranked run of the test map: the crab fought, then the ship signalled (won). */
const record: ReplayResponse = {
  imagenMapa: playAnswer.imagenMapa,
  eventos: playAnswer.eventos,
  items: playAnswer.items,
  difficulty: playAnswer.difficulty,
  credits: [],
  runId: 42,
  mapId: 2,
  day: '2026-11-27',
  username: 'luis',
  character: { characterid: 1, level: 1 },
  seed: playAnswer.seed,
  actions: [
    { type: 'choose', eventId: 1, consequenceId: 1 },
    { type: 'choose', eventId: 2, consequenceId: 3 },
  ],
  result: 'won',
  score: 1250,
};

const controls = () => screen.getByRole('group', { name: 'Controles de la repetición' });

describe('replay screen', { timeout: 20_000 }, () => {
  it('shows whose run it is, its day and score, and steps through every state the rules give', async () => {
    fakeApi({ 'GET /replays/42': { status: 200, body: record } });
    const { user } = renderApp('/replay/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partida de luis' })).toBeInTheDocument();
    expect(screen.getByText(/Isla Zombi · Isla del día del 27 nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('1.250 puntos')).toBeInTheDocument();
    // The start, each bottle opened and each choice: five frames.
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    expect(screen.getByText('Empieza la partida')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
    expect(screen.getByText('Un cangrejo gigante te roba la toalla.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paso siguiente' }));
    expect(screen.getByText('Eligió: Pelear por la toalla')).toBeInTheDocument();
    // The crab's pinch, as the rules applied it.
    expect(Number(screen.getByRole('progressbar', { name: 'Salud' }).getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(screen.getByText('Turno 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Desde el principio' }));
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Salud' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('plays by itself at the chosen speed, pauses, and stops at the end', async () => {
    fakeApi({ 'GET /replays/42': { status: 200, body: record } });
    const { user } = renderApp('/replay/42');
    await screen.findByText('Paso 1 de 5');
    await user.click(screen.getByRole('radio', { name: '4×' }));
    expect(screen.getByRole('radio', { name: '4×' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Reproducir' }));
    expect(await screen.findByText('Paso 2 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pausa' }));
    const paused = screen.getByText(/Paso \d de 5/).textContent;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByText(/Paso \d de 5/).textContent).toBe(paused);

    await user.click(screen.getByRole('button', { name: 'Reproducir' }));
    expect(await screen.findByText('Paso 5 de 5', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('¡Rescatado!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paso siguiente' })).toBeDisabled();
    expect(controls()).toBeInTheDocument();
  });

  it('copies its address to share it', async () => {
    fakeApi({ 'GET /replays/42': { status: 200, body: record } });
    // user-event stands in for the browser's clipboard.
    const { user } = renderApp('/replay/42');
    await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/replay/42`);
  });

  it('says when the replay cannot be loaded, and retries', async () => {
    let calls = 0;
    fakeApi({
      'GET /replays/42': () =>
        ++calls <= 2 ? failure(404, 'RUN_NOT_FOUND', 'La partida no existe.') : { status: 200, body: record },
    });
    const { user } = renderApp('/replay/42');
    expect(await screen.findByText('No se pudo cargar la repetición.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument());
  });

  it('refuses a record whose actions the rules do not accept', async () => {
    const forged = { ...record, actions: [{ type: 'choose', eventId: 2, consequenceId: 3 }] };
    fakeApi({ 'GET /replays/42': { status: 200, body: forged } });
    renderApp('/replay/42');
    expect(await screen.findByText('La repetición no coincide con las reglas del juego.')).toBeInTheDocument();
  });
});
