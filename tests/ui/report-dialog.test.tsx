import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browseMap } from './helpers/browse-maps';
import { noCustomSkins } from './helpers/custom-skins';
import { fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

// Screens arrive as lazy chunks; the first visit in a run compiles them.
configure({ asyncUtilTimeout: 5000 });

const map = browseMap(3, 'Isla Tortuga', { description: 'Una isla.' });
const browse = { 'GET /maps/all': { status: 200, body: { maps: [map], total: 1, page: 1, pageSize: 12 } } };

async function openReport() {
  const rendered = renderApp('/online');
  const card = await screen.findByRole('article');
  await rendered.user.click(within(card).getByRole('button', { name: 'Denunciar Isla Tortuga' }));
  return rendered;
}

describe('report dialog', { timeout: 20_000 }, () => {
  it('sends a reason and a text from a map card, with the keyboard, and shows the acknowledgement', async () => {
    signInAs('ana');
    const api = fakeApi({
      ...browse,
      'POST /reports': { status: 201, body: { message: 'Gracias: hemos recibido tu denuncia.', reportId: 9 } },
    });
    const { user } = await openReport();
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar «Isla Tortuga»' });
    // Sending without a reason or a text says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(within(dialog).getByText('Elige el motivo de la denuncia.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe qué pasa con este contenido.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url === '/reports')).toEqual([]);

    within(dialog).getByRole('combobox', { name: 'Motivo' }).focus();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Motivo' }), 'Odio o acoso');
    await user.tab();
    await user.keyboard('Insulta a los jugadores.');
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Denuncia recibida' })).toHaveTextContent(
      'Gracias: hemos recibido tu denuncia.',
    );
    expect(api.requests.find((request) => request.url === '/reports')?.body).toEqual({
      targetKind: 'map',
      targetId: 3,
      reason: 'hate',
      text: 'Insulta a los jugadores.',
    });
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    signInAs('ana');
    fakeApi({
      ...browse,
      'POST /reports': {
        status: 409,
        body: { error: 'Ya denunciaste este contenido.', code: 'REPORT_ALREADY_OPEN' },
      },
    });
    const { user } = await openReport();
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Motivo' }), 'spam');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cuéntanos qué pasa' }), 'Publicidad.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(dialog).findByText('Ya denunciaste este contenido.')).toBeInTheDocument();
  });

  it('drops an error once its field changes, and opens again with none', async () => {
    signInAs('ana');
    fakeApi({
      ...browse,
      'POST /reports': { status: 429, body: { error: 'Demasiadas denuncias.', code: 'TOO_MANY_REQUESTS' } },
    });
    const { user } = await openReport();
    let dialog = await screen.findByRole('dialog');
    const send = () => user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    await send();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Motivo' }), 'spam');
    expect(within(dialog).queryByText('Elige el motivo de la denuncia.')).not.toBeInTheDocument();
    // The text's error stays until the text changes.
    expect(within(dialog).getByText('Escribe qué pasa con este contenido.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Cuéntanos qué pasa' }), 'P');
    expect(within(dialog).queryByText('Escribe qué pasa con este contenido.')).not.toBeInTheDocument();

    // The server's refusal is about what was sent: a change to the form clears it too.
    await send();
    expect(await within(dialog).findByText('Demasiadas denuncias.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Cuéntanos qué pasa' }), 'ublicidad.');
    expect(within(dialog).queryByText('Demasiadas denuncias.')).not.toBeInTheDocument();

    // Refused again, then closed: the dialog opens again clean.
    await send();
    expect(await within(dialog).findByText('Demasiadas denuncias.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Denunciar Isla Tortuga' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Demasiadas denuncias.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Cuéntanos qué pasa' })).toHaveValue('');
  });

  it('asks a visitor to sign in instead', async () => {
    fakeApi(browse);
    await openReport();
    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión para denunciar' });
    expect(within(dialog).getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  });

  it("reports a profile's picture, chosen among its name, picture and banner", async () => {
    signInAs('ana', { usernameToVisit: 'luis' });
    const profile = {
      userId: 41,
      userName: 'luis',
      followers: 0,
      following: 0,
      banner: 'banner-01.webp',
      profileImage: 'pic-01.webp',
      maps: [],
      lvl: 1,
      exp: 0,
      vacationPoints: 0,
      isFollowing: false,
    };
    const api = fakeApi({
      ...noCustomSkins,
      'GET /user/mi_perfil/luis': { status: 200, body: profile },
      'POST /reports': { status: 201, body: { message: 'Gracias: hemos recibido tu denuncia.', reportId: 3 } },
    });
    const { user } = renderApp('/mi_perfil');
    await user.click(await screen.findByRole('button', { name: 'Denunciar luis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar «luis»' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Qué denuncias' }), 'Imagen de perfil');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Motivo' }), 'sexual');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cuéntanos qué pasa' }), 'Imagen explícita.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByRole('dialog', { name: 'Denuncia recibida' })).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/reports')?.body).toEqual({
      targetKind: 'user_picture',
      targetId: 41,
      reason: 'sexual',
      text: 'Imagen explícita.',
    });
  });
});
