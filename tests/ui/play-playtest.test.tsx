import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openGame } from './play-helpers';

// "Probar desde #N" in the map editor stores the event the playtest opens with (src/state/playtest.ts).
describe('game screen: a playtest from a chosen event', { timeout: 20_000 }, () => {
  it('opens that event first, even a locked one, forgets the key, and ends as a practice run that is not sent', async () => {
    localStorage.setItem('playtestEvent', '2');
    const { user, api } = await openGame();
    const ship = screen.getByRole('dialog', { name: 'Ves un barco en el horizonte.' });
    expect(localStorage.getItem('playtestEvent')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abrir la botella' })).not.toBeInTheDocument();

    await user.click(within(ship).getByRole('button', { name: /Hacer señales/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const end = await screen.findByRole('dialog', { name: 'You won' });
    expect(end).toHaveTextContent('Partida de prueba desde un evento elegido: no se guarda ni suma experiencia.');
    expect(within(end).getByText('Experiencia ganada').nextSibling).toHaveTextContent('—');
    expect(within(end).queryByRole('link', { name: 'Registrarse' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).not.toContain('/play/endGame');
  });

  it('plays a normal run when the stored event is not in the map', async () => {
    localStorage.setItem('playtestEvent', '99');
    await openGame();
    expect(screen.getByRole('button', { name: 'Abrir la botella' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('playtestEvent')).toBeNull();
  });
});
