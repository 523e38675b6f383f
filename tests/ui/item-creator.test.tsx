import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemView } from '@src/contract/items';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

// Screens arrive as lazy chunks; the first visit in a run compiles them.
configure({ asyncUtilTimeout: 5000 });

const items: ItemView[] = [
  { objectid: 5, name: 'Botiquín', description: 'Vendas y yodo', functionality: 'heal', objectImage: null },
  {
    objectid: 6,
    name: 'Llave oxidada',
    description: 'Abre algo, seguro',
    functionality: 'intercambiable',
    objectImage: 'llave.webp',
  },
];

async function openItems(routes: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('ana');
  const api = fakeApi({ 'POST /items/getItems': { status: 200, body: { objects: items } }, ...routes });
  const rendered = renderApp('/item_creator');
  await screen.findByRole('heading', { level: 2, name: 'Botiquín' });
  return { api, ...rendered };
}

// Typing with user-event on a shared machine can outlast the default 5 s.
describe('item creator', { timeout: 20_000 }, () => {
  it('shows each item with its picture, or the icon of its functionality, and its badge', async () => {
    await openItems();
    const [kit, key] = screen.getAllByRole('article');
    expect(kit.querySelector('img')).toHaveAttribute('src', '/assets/icons/items/heal.webp');
    expect(within(kit).getByText('Curación')).toBeInTheDocument();
    expect(within(kit).getByText('Vendas y yodo')).toBeInTheDocument();
    expect(key.querySelector('img')).toHaveAttribute('src', '/uploads/items/llave.webp');
    expect(screen.getByRole('link', { name: 'GO TO MAP CREATOR' })).toHaveAttribute('href', '/map_creator');
  });

  it('filters items by name, ignoring case', async () => {
    const { user } = await openItems();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar objetos por nombre' }), 'LLAVE');
    expect(screen.getByRole('heading', { name: 'Llave oxidada' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Botiquín' })).not.toBeInTheDocument();
  });

  it("says 'No items available' when there are none", async () => {
    signInAs('ana');
    fakeApi({ 'POST /items/getItems': { status: 200, body: { objects: [] } } });
    renderApp('/item_creator');
    expect(await screen.findByText('No items available')).toBeInTheDocument();
    // The spec's English text carries a line in the player's language (docs/texts.md).
    expect(screen.getByText('Todavía no has creado ningún objeto: los que crees aparecerán aquí.')).toBeInTheDocument();
  });

  it("alerts 'Por favor completa todos los campos.' and sends nothing while name or description is empty", async () => {
    const { user, api } = await openItems();
    await user.click(screen.getByRole('button', { name: 'Nuevo objeto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo objeto' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Coco');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor completa todos los campos.');
    expect(within(dialog).getByRole('textbox', { name: 'Descripción' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((request) => request.url === '/items/create')).toBe(false);
    // Filled in, the field and the alert are clear at once, before the next attempt.
    await user.type(within(dialog).getByRole('textbox', { name: 'Descripción' }), 'Agua dulce');
    expect(within(dialog).getByRole('textbox', { name: 'Descripción' })).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('Por favor completa todos los campos.')).not.toBeInTheDocument();
  });

  it('creates an item with its functionality as a multipart form', async () => {
    const coconut: ItemView = {
      objectid: 9,
      name: 'Coco',
      description: 'Agua dulce',
      functionality: 'drink',
      objectImage: null,
    };
    const { user, api } = await openItems({ 'POST /items/create': { status: 201, body: coconut } });
    await user.click(screen.getByRole('button', { name: 'Nuevo objeto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo objeto' });
    expect(within(dialog).getByRole('radio', { name: /Ninguna/ })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Coco');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descripción' }), 'Agua dulce');
    await user.click(within(dialog).getByRole('radio', { name: /Bebida/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('heading', { name: 'Coco' })).toBeInTheDocument();
    const sent = api.requests.find((request) => request.url === '/items/create')?.body as FormData;
    expect([...sent.keys()].sort()).toEqual(['description', 'functionality', 'name']);
    expect(sent.get('functionality')).toBe('drink');
  });

  it("edits an item and says 'Error en la creación/edición del ítem.' when it fails", async () => {
    const { user } = await openItems({
      'PATCH /items/update/5': failure(400, 'ITEM_NAME_TOO_LONG', 'Nombre demasiado largo'),
    });
    await user.click(screen.getByRole('button', { name: 'Editar Botiquín' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar objeto' });
    expect(within(dialog).getByRole('radio', { name: /Curación/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Error en la creación/edición del ítem.')).toBeInTheDocument();
  });

  it("asks before deleting and says 'Error al eliminar el ítem' when it fails, then deletes on retry", async () => {
    let down = true;
    const { user } = await openItems({
      'DELETE /items/delete/6': () =>
        down ? failure(500, 'INTERNAL', 'Error interno') : { status: 200, body: { message: 'Ítem eliminado.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Eliminar Llave oxidada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar objeto' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar objeto' }));
    expect(await within(dialog).findByText('Error al eliminar el ítem')).toBeInTheDocument();
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar objeto' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Llave oxidada' })).not.toBeInTheDocument());
  });
});
