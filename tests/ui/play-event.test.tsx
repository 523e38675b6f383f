import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { characterAnswer, playAnswer, TEST_MAP_ID } from './play-fixtures';
import { openGame } from './play-helpers';

// The whole app renders in jsdom here: role queries over it take a moment.
describe('game screen: loading and events', { timeout: 20_000 }, () => {
  it("shows 'Cargando aventura...' until the events, the items and the character have arrived", async () => {
    localStorage.setItem('mapa', String(TEST_MAP_ID));
    let answerPlay: () => void = () => undefined;
    const api = fakeApi({
      'POST /play/play': () =>
        new Promise((resolve) => (answerPlay = () => resolve({ status: 200, body: playAnswer }))),
      'POST /play/getCharacter': { status: 200, body: characterAnswer },
    });
    renderApp('/play');
    expect(await screen.findByRole('heading', { name: 'Cargando aventura...' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Preparando la isla' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Salud' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.requests.map((request) => request.url)).toContain('/play/play'));
    answerPlay();
    expect(await screen.findByRole('progressbar', { name: 'Salud' }, { timeout: 3000 })).toHaveAttribute(
      'aria-valuetext',
      '100 / 100',
    );
    expect(screen.queryByRole('heading', { name: 'Cargando aventura...' })).not.toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/play/play')?.body).toEqual({
      mapId: TEST_MAP_ID,
      selectedCharacter: 1,
    });
  });

  it('disables an option whose object is missing, names the object, and answers the spec alert if it is pressed', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
    const panel = screen.getByRole('dialog', { name: 'Un cangrejo gigante te roba la toalla.' });
    const rope = within(panel).getByRole('button', { name: /Atarlo con la cuerda/ });
    expect(rope).toHaveAttribute('aria-disabled', 'true');
    expect(rope).toHaveTextContent('Necesitas Cuerda');
    expect(within(rope).getByText('Cuerda').tagName).toBe('STRONG');
    await user.click(rope);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes el objeto requerido para tomar esta decisión.',
    );
    // Nothing was chosen: the event is still waiting for an answer.
    expect(within(panel).getByRole('button', { name: /Pelear por la toalla/ })).not.toHaveAttribute('aria-disabled');
  });

  it('after a choice shows the consequence, the stat changes, the new effect and the reward, then Continue', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
    await user.click(screen.getByRole('button', { name: /Pelear por la toalla/ }));
    const panel = screen.getByRole('dialog', { name: 'Recuperas la toalla y un coco, pero el cangrejo te pellizca.' });
    // −20 from the option, and on a line of its own the −5 of the bleeding it gives, in the same turn.
    const choice = within(panel).getByRole('list', { name: 'Lo que hace tu elección' });
    expect(within(choice).getByText('Salud').parentElement).toHaveTextContent('−20');
    const rest = within(panel).getByRole('list', { name: 'Además, este turno:' });
    expect(within(rest).getByText('Salud').parentElement).toHaveTextContent('−5');
    expect(panel).toHaveTextContent('Nuevo efecto: Sangrado');
    expect(within(panel).getByText('Coco')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Salud' })).toHaveAttribute('aria-valuetext', '75 / 100');
    expect(screen.getByRole('list', { name: 'Efectos activos' })).toHaveTextContent('2');

    await user.click(within(panel).getByRole('button', { name: 'Continuar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir la botella' })).toBeInTheDocument();
    expect(screen.getByText('Turno 2')).toBeInTheDocument();
  });

  it('plays with the keyboard: Enter opens the bottle, a number picks an option, Enter continues', async () => {
    const { user } = await openGame();
    await user.keyboard('{Enter}');
    const event = await screen.findByRole('dialog', { name: 'Un cangrejo gigante te roba la toalla.' });
    // Focus goes to the first option, so the pad and the arrows start there.
    expect(within(event).getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('1');
    expect(await screen.findByText('Recuperas la toalla y un coco, pero el cangrejo te pellizca.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The event it unlocked waits in the bottle.
    const bottle = await screen.findByRole('button', { name: 'Abrir la botella' });
    bottle.focus();
    await user.keyboard('{ArrowDown}');
    expect(bottle).not.toHaveFocus();
    expect(document.activeElement?.tagName).toBe('BUTTON');
    await user.keyboard('b');
    expect(await screen.findByRole('dialog', { name: 'Mochila' })).toHaveTextContent('Coco');
  });
});
