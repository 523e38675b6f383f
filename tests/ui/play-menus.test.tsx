import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { audioStore, DEFAULT_MUSIC_VOLUME } from '@src/state/audio';
import { option } from '../fixtures/options';
import { playAnswer } from './play-fixtures';
import { dailyToday } from './helpers/daily';
import { openGame } from './play-helpers';

describe('game screen: backpack, character, music and exit', { timeout: 20_000 }, () => {
  it("says 'No items available' in an empty backpack", async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Mochila' }));
    expect(within(screen.getByRole('dialog', { name: 'Mochila' })).getByText('No items available')).toBeInTheDocument();
  });

  it('uses a food item from the backpack: it restores hunger (up to the maximum) and is used up', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
    await user.click(screen.getByRole('button', { name: /Pelear por la toalla/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    // One turn's drain took 2 hunger; the coconut's 10 % gives back only what fits.
    expect(screen.getByRole('progressbar', { name: 'Hambre' })).toHaveAttribute('aria-valuenow', '98');

    await user.click(screen.getByRole('button', { name: 'Mochila' }));
    const backpack = screen.getByRole('dialog', { name: 'Mochila' });
    expect(backpack).toHaveTextContent('Coco ×1');
    expect(backpack).toHaveTextContent('Comida · Recupera 10 de Hambre');
    await user.click(within(backpack).getByRole('button', { name: 'Usar Coco' }));
    expect(within(backpack).getByRole('status')).toHaveTextContent('Has usado Coco: +2 de Hambre.');
    expect(within(backpack).getByText('No items available')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Hambre' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('keeps a keyboard player in the backpack after the last item is used: Esc closes it, focus goes back', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
    await user.click(screen.getByRole('button', { name: /Pelear por la toalla/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const backpackButton = screen.getByRole('button', { name: 'Mochila' });
    backpackButton.focus();
    await user.keyboard('{Enter}');
    const backpack = screen.getByRole('dialog', { name: 'Mochila' });
    expect(within(backpack).getByRole('button', { name: 'Usar Coco' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(backpack).getByText('No items available')).toBeInTheDocument();
    // The used-up item's button is gone; the focus stays in the dialog rather than falling to the page.
    await waitFor(() => expect(backpack.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Mochila' })).not.toBeInTheDocument();
    expect(backpackButton).toHaveFocus();
  });

  it('refuses an item for a stat already at its maximum: Use is disabled and says why', async () => {
    const bandage = { objectid: 12, name: 'Venda', description: 'Limpia.', functionality: 'heal', objectImage: null };
    const [crab, ship] = playAnswer.eventos;
    const first = option(6, { option: 'Abrir el botiquín', consequence_text: 'Hay una venda.', idobject_reward: 12 });
    const answer = {
      ...playAnswer,
      items: [...playAnswer.items, bandage],
      eventos: [{ ...crab, consecuencias: [first, ...crab.consecuencias] }, ship],
    };
    const { user } = await openGame({ 'POST /play/play': { status: 200, body: answer } });
    await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
    await user.click(screen.getByRole('button', { name: /Abrir el botiquín/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('progressbar', { name: 'Salud' })).toHaveAttribute('aria-valuenow', '100');

    await user.click(screen.getByRole('button', { name: 'Mochila' }));
    const backpack = screen.getByRole('dialog', { name: 'Mochila' });
    const useBandage = within(backpack).getByRole('button', { name: 'Usar Venda' });
    expect(useBandage).toBeDisabled();
    expect(useBandage).toHaveAccessibleDescription('Tu salud ya está al máximo');
    expect(backpack).toHaveTextContent('Venda ×1');
  });

  it('shows trade items without a Use button', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
    await user.click(screen.getByRole('button', { name: /Buscar en la arena/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Mochila' }));
    const backpack = screen.getByRole('dialog', { name: 'Mochila' });
    expect(backpack).toHaveTextContent('Cuerda ×1');
    expect(backpack).toHaveTextContent('Para intercambiar');
    expect(within(backpack).getByText('No se puede usar')).toBeInTheDocument();
    expect(within(backpack).queryByRole('button', { name: /Usar/ })).not.toBeInTheDocument();
  });

  it('opens the character popup from the portrait: stats, passive status and completed events', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Ver personaje: Turista' }));
    const popup = screen.getByRole('dialog', { name: 'Turista' });
    expect(within(popup).getByRole('progressbar', { name: 'Cordura' })).toHaveAttribute('aria-valuetext', '100 / 100');
    expect(popup).toHaveTextContent('Modo vacaciones');
    expect(popup).toHaveTextContent('Se activa en 4 turnos');
    expect(popup).toHaveTextContent('Todavía no has completado ningún evento.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Turista' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
    await user.click(screen.getByRole('button', { name: /Pelear por la toalla/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Ver personaje: Turista' }));
    const after = screen.getByRole('dialog', { name: 'Turista' });
    expect(after).toHaveTextContent('Un cangrejo gigante te roba la toalla.');
    expect(after).toHaveTextContent('Elegiste: Pelear por la toalla');
    expect(after).toHaveTextContent('Se activa en 3 turnos');
    expect(within(after).getByRole('button', { name: /Sangrado/ })).toBeInTheDocument();
  });

  it('mutes and sets the music volume from the music menu', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Música' }));
    const menu = screen.getByRole('dialog', { name: 'Música' });
    const volume = within(menu).getByRole('slider', { name: 'Volumen de la música' });
    expect(volume).toHaveValue(String(DEFAULT_MUSIC_VOLUME));
    await user.click(within(menu).getByRole('button', { name: 'Silenciar' }));
    expect(audioStore.getState().muted).toBe(true);
    expect(within(menu).getByRole('button', { name: 'Activar sonido' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('musicMuted')).toBe('true');
    audioStore.getState().setMuted(false);
  });

  it("asks '¿Estás seguro de que deseas salir?' before leaving: No stays, Sí goes to the main menu", async () => {
    const { user, expectPath } = await openGame(dailyToday());
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    const confirm = screen.getByRole('dialog', { name: 'Salir de la partida' });
    expect(confirm).toHaveTextContent('¿Estás seguro de que deseas salir?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectPath('/play');

    await user.keyboard('{Escape}');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Salir de la partida' })).getByRole('button', { name: 'Sí' }),
    );
    await expectPath('/');
  });
});
