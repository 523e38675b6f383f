import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';
import { spendingReply, withSpending } from './helpers/spending';

async function limitSection() {
  return screen.findByRole('region', { name: 'Límite de gasto mensual' });
}

describe('the monthly spending limit in the account settings', () => {
  it('shows none by default, and a lower limit saved at once with what is left', async () => {
    signInAs('ana');
    const api = fakeApi(
      withSpending({ 'PUT /api/spending-limit': spendingReply({ limit: 2000, spent: 500, remaining: 1500 }) }),
    );
    const { user } = renderApp('/acc_settings');
    const section = await limitSection();
    expect(await within(section).findByText('No tienes límite de gasto mensual.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Nuevo límite en euros'), '20');
    await user.click(within(section).getByRole('button', { name: 'Guardar límite' }));
    expect(await within(section).findByText('Límite guardado: ya está en vigor.')).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ method: 'PUT', body: { monthlyLimit: 2000 } });
    expect(section).toHaveTextContent(/Tu límite: 20,00\s€ al mes\. Te quedan 15,00\s€ este mes\./);
  });

  it('says a raise or a removal waits 72 hours, with the date it applies', async () => {
    signInAs('ana');
    const from = '2026-11-27T18:00:00.000Z';
    const api = fakeApi(
      withSpending(
        { 'PUT /api/spending-limit': spendingReply({ limit: 2000, remaining: 2000, pending: { limit: null, from } }) },
        { limit: 2000, remaining: 2000 },
      ),
    );
    const { user } = renderApp('/acc_settings');
    const section = await limitSection();
    await within(section).findByText(/Tu límite: 20,00/);
    // Empty means no limit.
    await user.click(within(section).getByRole('button', { name: 'Guardar límite' }));
    expect(await within(section).findByText('Cambio guardado: se aplicará dentro de 72 horas.')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ monthlyLimit: null });
    expect(section).toHaveTextContent(/Cambio pendiente: sin límite a partir del 27 de noviembre de 2026/);
  });

  it('refuses what is not whole euros without asking the server, and shows a refusal', async () => {
    signInAs('ana');
    const api = fakeApi(
      withSpending({
        'PUT /api/spending-limit': failure(400, 'VALIDATION_ERROR', 'Los datos enviados no son válidos.'),
      }),
    );
    const { user } = renderApp('/acc_settings');
    const section = await limitSection();
    const field = within(section).getByLabelText('Nuevo límite en euros');
    await user.type(field, '12,5');
    await user.click(within(section).getByRole('button', { name: 'Guardar límite' }));
    expect(field).toHaveAccessibleDescription(/Escribe un número entero de euros entre 0 y 10000/);
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    await user.clear(field);
    await user.type(field, '10');
    await user.click(within(section).getByRole('button', { name: 'Guardar límite' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Los datos enviados no son válidos.');
  });

  it('speaks English', async () => {
    signInAs('ana');
    await i18n.changeLanguage('en');
    fakeApi(withSpending({}, { limit: 5000, spent: 1000, remaining: 4000 }));
    renderApp('/acc_settings');
    const section = await screen.findByRole('region', { name: 'Monthly spending limit' });
    expect(await within(section).findByText(/Your limit: €50\.00 a month\./)).toBeInTheDocument();
    expect(section).toHaveTextContent('You have €40.00 left this month.');
  });
});
