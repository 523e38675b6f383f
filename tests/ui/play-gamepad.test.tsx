import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PadIntent } from '@src/state/pad/pad-mapping';
import { padStore } from '@src/state/pad/pad-store';
import { openGame } from './play-helpers';

/** A pad press as the pad store reports it (its reading of the pad is tests/ui/pad-store.test.ts's). */
const press = (intent: PadIntent) =>
  act(() => padStore.setState({ press: { id: (padStore.getState().press?.id ?? 0) + 1, intent } }));

afterEach(() => padStore.setState({ connected: false, press: null }));

describe('game screen with a gamepad', { timeout: 20_000 }, () => {
  it('names the game buttons in its hint while a pad is connected, in the player language', async () => {
    await openGame();
    expect(screen.queryByRole('complementary', { name: 'Botones del mando' })).not.toBeInTheDocument();
    act(() => padStore.setState({ connected: true }));
    const hint = screen.getByRole('complementary', { name: 'Botones del mando' });
    expect(hint).toHaveTextContent(/Moverse.*A: Elegir.*X: Botella.*Y: Mochila.*B: Atrás/);
  });

  it('draws with X, chooses with A, continues, uses an item through Y and closes popups with B', async () => {
    await openGame();
    await press('bottle');
    const fight = await screen.findByRole('button', { name: /Pelear por la toalla/ });
    // The first option has the focus; the d-pad walks the options and back.
    await waitFor(() => expect(fight).toHaveFocus());
    await press('down');
    expect(fight).not.toHaveFocus();
    await press('up');
    expect(fight).toHaveFocus();
    await press('confirm');
    await press('confirm');
    expect(await screen.findByRole('button', { name: 'Abrir la botella' })).toBeInTheDocument();

    await press('backpack');
    const backpack = screen.getByRole('dialog', { name: 'Mochila' });
    await waitFor(() => expect(within(backpack).getByRole('button', { name: 'Usar Coco' })).toHaveFocus());
    await press('confirm');
    expect(within(backpack).getByText('No items available')).toBeInTheDocument();
    await press('back');
    expect(screen.queryByRole('dialog', { name: 'Mochila' })).not.toBeInTheDocument();

    // B with no popup asks whether to leave; B again stays in the run.
    await press('back');
    expect(screen.getByRole('dialog', { name: 'Salir de la partida' })).toBeInTheDocument();
    await press('back');
    expect(screen.queryByRole('dialog', { name: 'Salir de la partida' })).not.toBeInTheDocument();
  });
});
