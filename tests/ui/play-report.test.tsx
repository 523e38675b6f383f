import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playAnswer, TEST_MAP_ID } from './play-fixtures';
import { openGame } from './play-helpers';
import { signInAs } from './helpers/render-app';

/** Another player's map: reportable, with the coconut's picture uploaded by its creator. */
const othersMap = {
  ...playAnswer,
  reportable: true,
  items: playAnswer.items.map((item) => (item.objectid === 10 ? { ...item, objectImage: 'a1b2c3.webp' } : item)),
};
const reported = { status: 201, body: { message: 'Gracias: hemos recibido tu denuncia.', reportId: 5 } };

type GameUser = Awaited<ReturnType<typeof openGame>>['user'];

/** Takes the coconut (the crab's reward) and opens the backpack. */
async function openBackpackWithCoconut(user: GameUser) {
  await user.click(screen.getByRole('button', { name: 'Abrir la botella' }));
  await user.click(screen.getByRole('button', { name: /Pelear por la toalla/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(screen.getByRole('button', { name: 'Mochila' }));
  return screen.getByRole('dialog', { name: 'Mochila' });
}

/** Fills the report form with a reason and a text, sends it, and waits for the acknowledgement. */
async function sendReport(user: GameUser, form: HTMLElement, reason: string, text: string) {
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Motivo' }), reason);
  await user.type(within(form).getByRole('textbox', { name: 'Cuéntanos qué pasa' }), text);
  await user.click(within(form).getByRole('button', { name: 'Enviar denuncia' }));
  expect(await screen.findByRole('dialog', { name: 'Denuncia recibida' })).toBeInTheDocument();
}

describe('game screen: reporting the map and its items’ pictures', { timeout: 20_000 }, () => {
  it('reports another player’s map from the game menu', async () => {
    signInAs('ana');
    const { user, api } = await openGame({
      'POST /play/play': { status: 200, body: othersMap },
      'POST /reports': reported,
    });
    await user.click(screen.getByRole('button', { name: 'Música' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Música' })).getByRole('button', { name: 'Denunciar esta isla' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Denunciar esta isla' });
    await sendReport(user, form, 'spam', 'Solo anuncia una web.');
    expect(api.requests.find((request) => request.url === '/reports')?.body).toEqual({
      targetKind: 'map',
      targetId: TEST_MAP_ID,
      reason: 'spam',
      text: 'Solo anuncia una web.',
    });
  });

  it('reports an item’s uploaded picture from the backpack; built-in pictures have no button', async () => {
    signInAs('ana');
    const { user, api } = await openGame({
      'POST /play/play': { status: 200, body: othersMap },
      'POST /reports': reported,
    });
    const backpack = await openBackpackWithCoconut(user);
    await user.click(within(backpack).getByRole('button', { name: 'Denunciar Coco' }));
    const form = await screen.findByRole('dialog', { name: 'Denunciar «Coco»' });
    expect(form).toHaveTextContent('Denuncias la imagen de este objeto.');
    await sendReport(user, form, 'violence', 'Sangre.');
    expect(api.requests.find((request) => request.url === '/reports')?.body).toMatchObject({
      targetKind: 'item_picture',
      targetId: 10,
    });
  });

  it('shows a visitor the ways in', async () => {
    const { user } = await openGame({ 'POST /play/play': { status: 200, body: othersMap } });
    await user.click(screen.getByRole('button', { name: 'Música' }));
    await user.click(screen.getByRole('button', { name: 'Denunciar esta isla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión para denunciar' });
    expect(within(dialog).getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  });

  it('offers no report on the player’s own map or a built-in island', async () => {
    signInAs('ana');
    const own = { ...othersMap, reportable: false };
    const { user } = await openGame({ 'POST /play/play': { status: 200, body: own } });
    await user.click(screen.getByRole('button', { name: 'Música' }));
    expect(screen.queryByRole('button', { name: /Denunciar/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    const backpack = await openBackpackWithCoconut(user);
    expect(within(backpack).queryByRole('button', { name: /Denunciar/ })).not.toBeInTheDocument();
  });
});
