import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameStore } from '@src/state/game';
import { sessionStore } from '@src/state/session';
import { confirmRoll, emptySummary, gachaWith, noRolls, rolled } from './helpers/gacha';
import { renderApp } from './helpers/render-app';

afterEach(() => {
  vi.restoreAllMocks();
  gameStore.setState({ stageExpected: false, roll: null, rollShown: null, rollRevealed: null });
});

// A whole screen renders per test: give a busy machine room (the default 5 s is tight when every core is taken).
describe('gacha', { timeout: 20_000 }, () => {
  it('shows the three banners with their price in VP and euros and the published odds of each rarity', async () => {
    gachaWith();
    renderApp('/gatcha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gacha' })).toBeInTheDocument();
    const common = await screen.findByRole('article', { name: 'Banner común' });
    expect(common).toHaveTextContent('100 VP · 0,10 €');
    expect(screen.getByRole('article', { name: 'Banner raro' })).toHaveTextContent('1.000 VP · 1,00 €');
    expect(screen.getByRole('article', { name: 'Banner épico' })).toHaveTextContent('10.000 VP · 10,00 €');

    const table = within(common).getByRole('table', { name: 'Probabilidades del Banner común' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'Exclusivo0,01 %Capitana, Sirena',
      'Mítico0,11 %Ninguno todavía',
      'Legendario1 %Ninguno todavía',
      'Épico5 %Ninguno todavía',
      'Súper raro10 %Ninguno todavía',
      'Raro30 %Socorrista',
      'Común53,88 %Turista, Surfista',
    ]);
    const epic = screen.getByRole('table', { name: 'Probabilidades del Banner épico' });
    expect(within(epic).getAllByRole('row')).toHaveLength(5);
    expect(epic).toHaveTextContent(/Exclusivo4\s%.*Mítico24\s%.*Legendario40\s%.*Épico32\s%/);
    expect(within(common).getByRole('progressbar', { name: 'Chispa del Banner común' })).toHaveAttribute(
      'aria-valuetext',
      '0 / 1.000',
    );
  });

  it('disables the banners the balance cannot pay and says how many VPoints are missing', async () => {
    gachaWith({}, 500);
    renderApp('/gatcha');
    const common = await screen.findByRole('button', { name: /^Tirar en el Banner común/ });
    expect(common).toBeEnabled();
    const rare = screen.getByRole('button', { name: /^Tirar en el Banner raro por 1\.000 VP/ });
    expect(rare).toBeDisabled();
    expect(rare).toHaveAccessibleDescription('Te faltan 500 VP para tirar');
    expect(screen.getByRole('button', { name: /^Tirar en el Banner épico/ })).toHaveAccessibleDescription(
      'Te faltan 9.500 VP para tirar',
    );
  });

  it('rolls on the server, waits for the stage to reveal it, then shows the new character and the new balance', async () => {
    const api = gachaWith({ 'POST /characters/roll': { status: 200, body: rolled() } });
    const { user } = renderApp('/gatcha');
    await screen.findByRole('article', { name: 'Banner común' });
    act(() => gameStore.getState().reportStageExpected(true));
    const rollButton = screen.getByRole('button', { name: /^Tirar en el Banner común/ });
    await user.click(rollButton);
    // It asks once before spending: the price, the balance and what will be left.
    const question = await screen.findByRole('dialog', { name: '¿Tirar en el Banner común?' });
    expect(question).toHaveTextContent('La tirada cuesta 100 VP (0,10 €). Tienes 1.200 VP: te quedarán 1.100 VP.');
    expect(api.requests.some((request) => request.url === '/characters/roll')).toBe(false);
    await confirmRoll(user, { dontAskAgain: true });
    expect(rollButton).toHaveFocus();
    // While the stage reveals it, a second press does nothing (one roll at a time) and the button keeps the focus.
    expect(rollButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(rollButton);
    expect(api.requests.filter((request) => request.url === '/characters/roll')).toHaveLength(1);

    expect(api.requests.find((request) => request.url === '/characters/roll')?.body).toEqual({ bannerType: 'common' });
    expect(await screen.findByText('Tienes 1.100 VP')).toBeInTheDocument();
    expect(sessionStore.getState().vpoints).toBe(1100);
    const roll = gameStore.getState().roll;
    expect(roll?.value).toBe('common');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => gameStore.getState().reportRollRevealed(roll!.id));
    const dialog = await screen.findByRole('dialog', { name: '¡Nuevo personaje!' });
    expect(dialog).toHaveTextContent('Surfista (Común) se une a tu armario.');
    expect(dialog).toHaveTextContent('Has pagado 100 VP. Te quedan 1.100 VP.');
    expect(within(dialog).getByRole('link', { name: 'Ir al armario' })).toHaveAttribute('href', '/closet');
    // The slot drawn is in the history's audit view, not on the result.
    expect(dialog).not.toHaveTextContent(/Casilla/);
    await user.keyboard('{Escape}');
    expect(rollButton).toHaveFocus();
    // "Don't ask again this session": the next roll goes straight to the server.
    await user.click(rollButton);
    expect(screen.queryByRole('dialog', { name: '¿Tirar en el Banner común?' })).not.toBeInTheDocument();
    await waitFor(() => expect(gameStore.getState().roll?.id).not.toBe(roll!.id));
    act(() => gameStore.getState().reportRollRevealed(gameStore.getState().roll!.id));
    const again = await screen.findByRole('dialog');

    // Leaving the screen withdraws the roll, so the stage never replays it on a later visit.
    await user.click(within(again).getByRole('link', { name: 'Ir al armario' }));
    await waitFor(() => expect(gameStore.getState().roll).toBeNull());
  });

  it('turns a duplicate into a card and says how many cards are held', async () => {
    gachaWith({
      'POST /characters/roll': { status: 200, body: rolled({ outcome: 'card', num_cards: 3, rarity: 'rare' }) },
    });
    const { user } = renderApp('/gatcha');
    await user.click(await screen.findByRole('button', { name: /^Tirar en el Banner común/ }));
    await confirmRoll(user);
    const dialog = await screen.findByRole('dialog', { name: 'Repetido: ¡una carta!' });
    expect(dialog).toHaveTextContent('Ya tenías a Surfista (Raro): se convierte en una carta.');
    expect(dialog).toHaveTextContent('Cartas de Surfista: 3');
  });

  it('lists the rolls and sets what the player got beside the published odds', async () => {
    const summary = emptySummary();
    summary.banners[0] = { ...summary.banners[0], rolls: 4, observed: { common: 3, rare: 1 } };
    gachaWith({
      'GET /characters/rolls/summary': { status: 200, body: summary },
      'GET /characters/rolls': {
        status: 200,
        body: {
          ...noRolls,
          total: 1,
          rolls: [
            {
              rollId: 'r1',
              banner: 'common',
              slot: 1234,
              rarity: 'rare',
              characterid: 5,
              name: 'Socorrista',
              skin: 'lifeguard',
              outcome: 'new',
              price: 100,
              oddsVersion: 1,
              date: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      },
    });
    const { user } = renderApp('/gatcha');
    const history = await screen.findByRole('table', { name: 'Historial de tiradas' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/Banner común.*Socorrista Raro · Nuevo100$/);
    // The audit view adds the slot drawn and the odds table's version.
    const audit = screen.getByRole('button', { name: 'Ver la auditoría' });
    await user.click(audit);
    expect(audit).toHaveAttribute('aria-pressed', 'true');
    expect(within(history).getByRole('columnheader', { name: 'Auditoría' })).toBeInTheDocument();
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Casilla 1.234 de 10.000 · tabla v1');
    const observed = screen.getByRole('table', { name: 'Banner común: 4 tiradas' });
    expect(within(observed).getByRole('row', { name: /^Común/ })).toHaveTextContent(/Común53,88\s%375\s%/);
    expect(within(observed).getByRole('row', { name: /^Raro/ })).toHaveTextContent(/Raro30\s%125\s%/);
  });

  it('redeems a full spark on the exclusive character the player chooses', async () => {
    const api = gachaWith({
      'GET /characters/rolls/summary': { status: 200, body: emptySummary(20) },
      'POST /characters/spark': {
        status: 200,
        body: {
          characterid: 21,
          name: 'Sirena',
          skin: 'mermaid',
          rarity: 'exclusive',
          outcome: 'new',
          num_cards: 0,
          spark: { points: 0, needed: 20 },
        },
      },
    });
    const { user } = renderApp('/gatcha');
    const epic = await screen.findByRole('article', { name: 'Banner épico' });
    await user.click(await within(epic).findByRole('button', { name: 'Canjear la chispa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canjear la chispa del Banner épico' });
    await user.click(within(dialog).getByRole('radio', { name: 'Sirena' }));
    await user.click(within(dialog).getByRole('button', { name: 'Canjear' }));
    expect(await screen.findByText('¡Sirena es tuyo gracias a la chispa!')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/characters/spark')?.body).toEqual({
      bannerType: 'epic',
      characterId: 21,
    });
  });

  it('offers a practice roll drawn in the browser that calls no server and grants nothing', async () => {
    const api = gachaWith();
    const { user } = renderApp('/gatcha');
    await user.click(await screen.findByRole('button', { name: 'Tirada de práctica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tirada de práctica' });
    expect(dialog).toHaveTextContent('Práctica: no cuesta ni da nada');
    const before = api.requests.length;
    vi.spyOn(Math, 'random').mockReturnValue(0);
    // Free, so it asks nothing first.
    await user.click(within(dialog).getByRole('button', { name: 'Practicar en el Banner común' }));
    expect(screen.queryByRole('dialog', { name: /^¿Tirar/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'En el Banner común te habría salido: Exclusivo (casilla 0)',
    );
    expect(api.requests.length).toBe(before);
    expect(sessionStore.getState().vpoints).toBe(1200);
  });
});
