import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Decision, ModerationQueue, Notice } from '@src/contract/moderation';
import { accountFlagsStore } from '@src/state/account-flags';
import { fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

// Screens arrive as lazy chunks; the first visit in a run compiles them.
configure({ asyncUtilTimeout: 5000 });

const hide: Decision = {
  id: 4,
  targetKind: 'map',
  targetId: 12,
  action: 'hide',
  reason: 'hate',
  text: 'Incita al odio.',
  reports: 2,
  appealOf: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const queue: ModerationQueue = {
  entries: [
    {
      targetKind: 'map',
      targetId: 7,
      reports: 3,
      firstReportedAt: '2026-11-25T09:00:00.000Z',
      reasons: ['hate', 'spam'],
      texts: ['Insulta a todos.', 'Publicidad.'],
      content: { title: 'Isla Odio', description: 'Una isla fea.', picture: null, hidden: false },
      owner: 'luis',
      history: [{ ...hide, action: 'dismiss', reason: 'no_violation' }],
    },
  ],
  appeals: [
    {
      id: 2,
      text: 'Ya lo corregí.',
      createdAt: '2026-11-26T09:00:00.000Z',
      owner: 'marta',
      decision: hide,
      content: { title: 'Isla Marta', description: '', picture: null, hidden: true },
      ownDecision: true,
    },
  ],
};

describe('moderation queue', { timeout: 20_000 }, () => {
  it('shows each reported target with its reports and history, and sends a decision', async () => {
    signInAs('mod');
    let answered = queue;
    const api = fakeApi({
      'GET /moderation/queue': () => ({ status: 200, body: answered }),
      'POST /moderation/decisions': () => {
        answered = { ...queue, entries: [] };
        return { status: 201, body: { message: 'Decisión registrada.', decision: { ...hide, targetId: 7 } } };
      },
    });
    const { user } = renderApp('/moderation');
    const card = await screen.findByRole('article', { name: 'Isla Odio' });
    expect(within(card).getByText('3 denuncias', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Odio o acoso · Spam o publicidad')).toBeInTheDocument();
    expect(within(card).getByText('Insulta a todos.')).toBeInTheDocument();
    // Three reports, two texts shown: the page says one more exists.
    expect(within(card).getByText('Y 1 denuncia más.')).toBeInTheDocument();
    expect(within(card).getByText(/Descartar \(No incumple las normas\)/)).toBeInTheDocument();

    const form = within(card).getByRole('form', { name: 'Decisión sobre «Isla Odio»' });
    await user.click(within(form).getByRole('button', { name: 'Registrar la decisión' }));
    expect(within(form).getByText('Escribe la explicación para el autor.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Decisión' }), 'Ocultar');
    // A hide offers the rules a content breaks, not the reasons to keep it.
    const reasons = within(within(form).getByRole('combobox', { name: 'Motivo' })).getAllByRole('option');
    expect(reasons.map((option) => option.textContent)).not.toContain('No incumple las normas');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Motivo' }), 'Odio o acoso');
    await user.type(within(form).getByRole('textbox', { name: 'Explicación para el autor' }), 'Incita al odio.');
    await user.click(within(form).getByRole('button', { name: 'Registrar la decisión' }));
    expect(await screen.findByText('Decisión registrada.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/moderation/decisions')?.body).toEqual({
      targetKind: 'map',
      targetId: 7,
      action: 'hide',
      reason: 'hate',
      text: 'Incita al odio.',
    });
    expect(await screen.findByText('No hay denuncias abiertas.')).toBeInTheDocument();
  });

  it('leaves the appeal of a decision of ours to another moderator', async () => {
    signInAs('mod');
    fakeApi({ 'GET /moderation/queue': { status: 200, body: queue } });
    renderApp('/moderation');
    const appeal = await screen.findByRole('article', { name: 'Recurso sobre «Isla Marta»' });
    expect(within(appeal).getByText('Ya lo corregí.')).toBeInTheDocument();
    expect(within(appeal).getByText(/otro moderador debe decidir el recurso/)).toBeInTheDocument();
    expect(within(appeal).queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a hidden picture through the moderators’ own call, since /uploads refuses it', async () => {
    signInAs('mod');
    const hiddenItem: ModerationQueue = {
      entries: [
        {
          ...queue.entries[0],
          targetKind: 'item_picture',
          targetId: 31,
          content: { title: 'Daga', description: '', picture: '/uploads/items/ab12.webp', hidden: true },
        },
      ],
      appeals: [],
    };
    const bytes = new Blob(['webp'], { type: 'image/webp' });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:hidden-dagger');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    try {
      const api = fakeApi({
        'GET /moderation/queue': { status: 200, body: hiddenItem },
        'GET /moderation/pictures/item_picture/31': { status: 200, body: bytes },
      });
      renderApp('/moderation');
      const card = await screen.findByRole('article', { name: 'Daga' });
      const picture = await within(card).findByRole('img', { name: 'Imagen oculta, vista solo por moderadores' });
      expect(picture).toHaveAttribute('src', 'blob:hidden-dagger');
      expect(created).toHaveBeenCalledWith(bytes);
      const call = api.requests.find((request) => request.url === '/moderation/pictures/item_picture/31');
      // The app's client: the token goes with it, and the answer is read as bytes.
      expect(call?.headers.Authorization).toBe('Bearer token-of-mod');
      // Leaving the screen lets the bytes go.
      cleanup();
      expect(revoked).toHaveBeenCalledWith('blob:hidden-dagger');
    } finally {
      created.mockRestore();
      revoked.mockRestore();
    }
  });

  it('says so when a hidden picture cannot be had, and shows a visible one at its address', async () => {
    signInAs('mod');
    const entry = queue.entries[0];
    fakeApi({
      'GET /moderation/queue': {
        status: 200,
        body: {
          entries: [
            { ...entry, content: { ...entry.content!, picture: '/uploads/shown.webp' } },
            {
              ...entry,
              targetId: 8,
              content: { title: 'Isla Oculta', description: '', picture: '/uploads/gone.webp', hidden: true },
            },
          ],
          appeals: [],
        },
      },
      'GET /moderation/pictures/map/8': {
        status: 404,
        body: { error: 'Ese contenido no tiene imagen.', code: 'PICTURE_NOT_FOUND' },
      },
    });
    renderApp('/moderation');
    const shown = await screen.findByRole('article', { name: 'Isla Odio' });
    expect(within(shown).getByRole('img', { name: 'Imagen denunciada' })).toHaveAttribute('src', '/uploads/shown.webp');
    const hidden = screen.getByRole('article', { name: 'Isla Oculta' });
    expect(await within(hidden).findByText('No se pudo cargar la imagen oculta.')).toBeInTheDocument();
  });

  it('tells a player who is not a moderator', async () => {
    signInAs('ana');
    fakeApi({
      'GET /moderation/queue': {
        status: 403,
        body: { error: 'Solo los moderadores pueden hacer esto.', code: 'MODERATOR_ONLY' },
      },
    });
    renderApp('/moderation');
    expect(await screen.findByText('Solo los moderadores pueden hacer esto.')).toBeInTheDocument();
  });
});

describe('notices', { timeout: 20_000 }, () => {
  it('states the reasons to the owner and sends their one appeal', async () => {
    signInAs('marta');
    const notice: Notice = {
      id: 1,
      role: 'owner',
      decision: hide,
      subject: 'Isla Marta',
      canAppeal: true,
      appealed: false,
      read: false,
    };
    let notices = [notice];
    const api = fakeApi({
      'GET /moderation/notices': () => ({ status: 200, body: { notices } }),
      'POST /moderation/notices/read': () => {
        notices = notices.map((shown) => ({ ...shown, read: true }));
        return { status: 200, body: { unread: 0 } };
      },
      'POST /moderation/appeals': () => {
        notices = [{ ...notice, canAppeal: false, appealed: true }];
        return { status: 201, body: { message: 'Recurso recibido.', appealId: 2 } };
      },
    });
    const { user } = renderApp('/notices');
    const card = await screen.findByRole('article', { name: 'Ocultamos tu contenido «Isla Marta» (Mapa)' });
    expect(within(card).getByText('Motivo: Odio o acoso')).toBeInTheDocument();
    expect(within(card).getByText('Explicación: Incita al odio.')).toBeInTheDocument();
    expect(within(card).getByText(/2 denuncias de jugadores/)).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: 'Por qué debería volver a mostrarse' }), 'Corregido.');
    await user.click(within(card).getByRole('button', { name: 'Recurrir' }));
    expect(await screen.findByText('Recurriste esta decisión.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/moderation/appeals')?.body).toEqual({
      decisionId: 4,
      text: 'Corregido.',
    });
  });

  it('marks the notices shown as read, new ones labelled, and the menus’ count follows', async () => {
    signInAs('marta');
    accountFlagsStore.setState({ unreadNotices: 2 });
    const reporterNotice: Notice = {
      id: 9,
      role: 'reporter',
      decision: { ...hide, id: 5, action: 'dismiss', reason: 'no_violation' },
      subject: 'Isla Luis',
      canAppeal: false,
      appealed: false,
      read: true,
    };
    const unread: Notice = { ...reporterNotice, id: 8, subject: 'Isla Ana', read: false };
    const api = fakeApi({
      'GET /moderation/notices': { status: 200, body: { notices: [unread, reporterNotice] } },
      'POST /moderation/notices/read': { status: 200, body: { unread: 1 } },
    });
    renderApp('/notices');
    const fresh = await screen.findByRole('article', { name: /«Isla Ana»/ });
    expect(within(fresh).getByText('Nuevo')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /«Isla Luis»/ })).queryByText('Nuevo')).not.toBeInTheDocument();
    await waitFor(() => expect(accountFlagsStore.getState().unreadNotices).toBe(1));
    // Only the unread ones shown are sent.
    expect(api.requests.filter((request) => request.url === '/moderation/notices/read').map((r) => r.body)).toEqual([
      { ids: [8] },
    ]);
  });
});
