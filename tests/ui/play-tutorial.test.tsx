import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openGame } from './play-helpers';

describe('game screen: the guided tutorial', { timeout: 20_000 }, () => {
  it('starts by itself 3 s into a run of map 1, walks every control step by step, and can be skipped', async () => {
    const { user } = await openGame({}, 1);
    expect(screen.queryByRole('dialog', { name: '¡Bienvenido a la isla!' })).not.toBeInTheDocument();
    const tour = await screen.findByRole('dialog', { name: '¡Bienvenido a la isla!' }, { timeout: 4500 });
    expect(tour).toHaveTextContent('Paso 1 de 9');
    await user.click(within(tour).getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('dialog', { name: 'Tus estadísticas' })).toHaveTextContent('Paso 2 de 9');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('dialog', { name: '¡Bienvenido a la isla!' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The game's own keys work again once the tour is gone.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Un cangrejo gigante te roba la toalla.' })).toBeInTheDocument();
  });

  it("is not started again once the player ticks 'No volver a mostrar', but the music menu still opens it", async () => {
    const first = await openGame({}, 1);
    const tour = await screen.findByRole('dialog', { name: '¡Bienvenido a la isla!' }, { timeout: 4500 });
    await first.user.click(within(tour).getByRole('checkbox', { name: 'No volver a mostrar' }));
    await first.user.click(within(tour).getByRole('button', { name: 'Saltar tutorial' }));
    cleanup();

    // The next run of Beach Island: 3 s pass and no tutorial comes.
    const { user } = await openGame({}, 1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
    expect(screen.queryByRole('dialog', { name: '¡Bienvenido a la isla!' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Música' }));
    await user.click(screen.getByRole('button', { name: 'Ver tutorial' }));
    const again = screen.getByRole('dialog', { name: '¡Bienvenido a la isla!' });
    expect(within(again).getByRole('checkbox', { name: 'No volver a mostrar' })).toBeChecked();
  });

  it('can be replayed from the music menu and walked to its last step', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Música' }));
    await user.click(screen.getByRole('button', { name: 'Ver tutorial' }));
    const tour = screen.getByRole('dialog', { name: '¡Bienvenido a la isla!' });
    for (let step = 1; step < 9; step++)
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Siguiente' }));
    const last = screen.getByRole('dialog', { name: 'Teclado y mando' });
    expect(last).toHaveTextContent('Paso 9 de 9');
    await user.click(within(last).getByRole('button', { name: '¡A jugar!' }));
    expect(tour).not.toBeInTheDocument();
  });

  it('keeps its note on screen when the window changes size (a phone turned, a window narrowed)', async () => {
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Música' }));
    await user.click(screen.getByRole('button', { name: 'Ver tutorial' }));
    const note = within(screen.getByRole('dialog', { name: '¡Bienvenido a la isla!' }))
      .getByText('Paso 1 de 9')
      .closest('section')!;
    const wide = Number.parseFloat(note.style.left);
    const width = window.innerWidth;
    onTestFinished(() => {
      window.innerWidth = width;
    });
    act(() => {
      window.innerWidth = 375;
      window.dispatchEvent(new Event('resize'));
    });
    expect(Number.parseFloat(note.style.left)).toBeLessThan(wide);
    expect(Number.parseFloat(note.style.left)).toBeLessThan(375);
  });
});
