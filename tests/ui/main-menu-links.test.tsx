import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import { dailyToday } from './helpers/daily';
import { fakeApi } from './helpers/fake-api';
import { questBoard } from './helpers/quests';
import { renderApp, signInAs } from './helpers/render-app';

/** A returning player (no tour, no level-up) with what /user/data says of their role and notices. */
function player(flags: { moderator: boolean; unreadNotices: number }) {
  signInAs('ana', { newplayer: false });
  const userData = {
    userName: 'ana',
    vpoints: 0,
    lvl: 2,
    exp: 10,
    profilePic: 'pic-01.webp',
    banner: 'banner-01.webp',
  };
  fakeApi({
    'GET /user/data': { status: 200, body: { ...userData, newplayer: false, ...flags } },
    ...questBoard(),
    ...dailyToday({}),
  });
}

describe('main menu: the notices and moderation links', { timeout: 20_000 }, () => {
  it('links a player to their notices, naming how many are unread, and not to the queue', async () => {
    player({ moderator: false, unreadNotices: 2 });
    const { user, expectPath } = renderApp('/');
    const card = await screen.findByRole('region', { name: 'Tu perfil' });
    const notices = await within(card).findByRole('link', { name: 'Avisos de moderación: 2 sin leer' });
    expect(notices).toHaveAttribute('href', '/notices');
    expect(within(card).queryByRole('link', { name: 'Moderación' })).not.toBeInTheDocument();
    await user.click(notices);
    await expectPath('/notices');
  });

  it('links a moderator to the queue; with nothing unread the notices link names no count', async () => {
    player({ moderator: true, unreadNotices: 0 });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Tu perfil' });
    expect(await within(card).findByRole('link', { name: 'Moderación' })).toHaveAttribute('href', '/moderation');
    expect(within(card).getByRole('link', { name: 'Avisos de moderación' })).toHaveAttribute('href', '/notices');
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    player({ moderator: true, unreadNotices: 1 });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Your profile' });
    expect(await within(card).findByRole('link', { name: 'Moderation notices: 1 unread' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
  });

  it('shows visitors neither link', async () => {
    localStorage.setItem('visitorTourSeen', 'true');
    fakeApi(dailyToday());
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Avisos de moderación|^Moderación$/ })).not.toBeInTheDocument();
  });
});
