import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REWARD_NOTICE_MS } from '@src/state/notices';
import { sessionStore } from '@src/state/session';
import { dailyToday } from './helpers/daily';
import { failure, fakeApi } from './helpers/fake-api';
import { questBoard, questOf } from './helpers/quests';
import { renderApp, signInAs } from './helpers/render-app';

const userData = {
  userName: 'ana',
  vpoints: 1200,
  lvl: 2,
  exp: 50,
  profilePic: null,
  banner: null,
  newplayer: false,
};

/** The board as the server sorts it: least remaining first, claimed ones included. */
const board = [
  questOf(1, { name: 'Primer naufragio', target_count: 1, progress: 1, claimable: true, reward_vpoints: 100 }),
  questOf(2, { name: 'Tres vacaciones', target_count: 3, progress: 2 }),
  questOf(3, { name: 'Coleccionista', target_count: 2, progress: 5, completed: true }),
];

function playerWithQuests(extra: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('ana', { newplayer: false, vpoints: 1200 });
  return fakeApi({
    ...dailyToday(),
    'GET /user/data': { status: 200, body: userData },
    ...questBoard(board),
    ...extra,
  });
}

afterEach(() => vi.useRealTimers());

describe('quests popup', () => {
  it('badges the quests button with what can be claimed and lists each tab', async () => {
    playerWithQuests();
    const { user } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Misiones 1 misión por reclamar' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Misiones' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Activas', 'Todas', 'Completadas']);

    // Active: not yet claimed, in the server's order, with progress n/m and the reward.
    const active = within(dialog).getAllByRole('listitem');
    expect(active.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Primer naufragio',
      'Tres vacaciones',
    ]);
    expect(within(active[1]).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 / 3');
    expect(within(active[0]).getByRole('button', { name: 'Reclamar «Primer naufragio»' })).toBeEnabled();
    expect(within(active[1]).getByRole('button', { name: 'Reclamar «Tres vacaciones»' })).toBeDisabled();

    // Completed (arrow keys wrap around): the claimed quest shows 'Reclamada', its badge and a capped bar.
    tabs[0].focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: 'Completadas' })).toHaveFocus();
    const [claimed] = within(dialog).getAllByRole('listitem');
    expect(claimed).toHaveTextContent('Coleccionista');
    expect(claimed).toHaveTextContent('Completada');
    expect(claimed).toHaveTextContent('Reclamada');
    expect(within(claimed).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 / 2');
    expect(within(claimed).queryByRole('button')).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  it('claims a reward: the balance updates at once, the row turns claimed and a toast shows for 3 s', async () => {
    const api = playerWithQuests({
      'POST /quest/claimReward': {
        status: 200,
        body: { message: 'ok', questId: 1, reward_vpoints: 100, reward_type: null, reward_object: null, vpoints: 1300 },
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Misiones 1 misión por reclamar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Misiones' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Reclamar «Primer naufragio»' }));

    expect(await screen.findByText('¡Recompensa cobrada! +100 VPoints')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/quest/claimReward')?.body).toEqual({ questId: 1 });
    expect(sessionStore.getState().vpoints).toBe(1300);
    expect(screen.getByText('1.300 VPoints')).toBeInTheDocument();
    // Claimed quests leave the Active tab, and the badge goes.
    expect(within(dialog).queryByText('Primer naufragio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Misiones' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(REWARD_NOTICE_MS));
    expect(screen.queryByText('¡Recompensa cobrada! +100 VPoints')).not.toBeInTheDocument();
  });

  it('says why a claim was refused and shows the quest as claimed', async () => {
    playerWithQuests({
      'POST /quest/claimReward': failure(409, 'QUEST_ALREADY_CLAIMED', 'Quest already claimed'),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Misiones 1 misión por reclamar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Misiones' });
    await user.click(within(dialog).getByRole('tab', { name: 'Todas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reclamar «Primer naufragio»' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya reclamaste esta recompensa.');
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Reclamada');
    expect(sessionStore.getState().vpoints).toBe(1200);
  });

  it('offers a retry when the board cannot be loaded', async () => {
    let down = true;
    signInAs('ana', { newplayer: false });
    fakeApi({
      ...dailyToday(),
      'GET /user/data': { status: 200, body: userData },
      'GET /play/runs': { status: 200, body: { runs: [] } },
      'POST /quest/getQuests': () =>
        down
          ? failure(500, 'INTERNAL', 'x')
          : { status: 200, body: { quests: [questOf(4, { name: 'Explorador' })], userStats: {} } },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Misiones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Misiones' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudieron cargar las misiones.');
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('Explorador')).toBeInTheDocument();
  });
});
