import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyToday } from './helpers/daily';
import { fakeApi } from './helpers/fake-api';
import { questBoard } from './helpers/quests';
import { renderApp, signInAs } from './helpers/render-app';
import { recordSounds } from './helpers/sounds';

const sounds = recordSounds();
afterEach(() => vi.restoreAllMocks());
const userData = {
  userName: 'ana',
  vpoints: 12500,
  lvl: 2,
  exp: 50,
  profilePic: 'pic-03.webp',
  banner: 'banner-01.webp',
  newplayer: false,
};

/** A returning player whose data the server answers, so no tour and no level-up get in the way. */
function returningPlayer(data: Partial<typeof userData> = {}) {
  signInAs('ana', { newplayer: false });
  return fakeApi({
    'GET /user/data': { status: 200, body: { ...userData, ...data } },
    ...questBoard(),
    ...dailyToday({}),
  });
}

/** A visitor who has already been shown what the profile panel is for; the server answers only today's island. */
function knownVisitor() {
  localStorage.setItem('visitorTourSeen', 'true');
  return fakeApi(dailyToday());
}

describe('main menu', () => {
  it('shows the logo as the page heading and the shop corner links', async () => {
    knownVisitor();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacation Survival' })).toBeInTheDocument();
    const corner = screen.getByRole('navigation', { name: 'Misiones y tiendas' });
    expect(within(corner).getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', '/shop');
    expect(within(corner).getByRole('link', { name: 'Gacha' })).toHaveAttribute('href', '/gatcha');
    expect(within(corner).getByRole('link', { name: 'Armario' })).toHaveAttribute('href', '/closet');
  });

  it("shows the player's card: avatar, name, level star, exp / (100 × level) and VPoints", async () => {
    returningPlayer();
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Tu perfil' });
    expect(await within(card).findByText('12.500 VPoints')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'ana Ver mi perfil' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Nivel 2' })).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Experiencia' });
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '50 / 200 EXP');
  });

  it('falls back to the initial when the avatar picture cannot be loaded', async () => {
    returningPlayer();
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Tu perfil' });
    const picture = card.querySelector('img[src="/assets/profile-pics/pic-03.webp"]');
    expect(picture).not.toBeNull();
    fireEvent.error(picture!);
    expect(within(card).getByText('A')).toBeInTheDocument();
    expect(card.querySelector('img[src="/assets/profile-pics/pic-03.webp"]')).toBeNull();
  });

  it('logs out with the ×: all local storage is cleared but for the language, and the page reloads', async () => {
    returningPlayer();
    localStorage.setItem('language', 'es');
    localStorage.setItem('mapa', '2');
    localStorage.setItem('visitorTourSeen', 'true');
    localStorage.setItem('musicVolume', '0.4');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(reload).toHaveBeenCalledOnce();
    // Spec 2: the × clears all local storage; only the interface language, a choice about this browser, stays.
    expect({ ...localStorage }).toEqual({ language: 'es' });
  });

  it('invites visitors to sign in from the quests popup, without asking the server for quests', async () => {
    const api = knownVisitor();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Misiones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Misiones' });
    expect(dialog).toHaveTextContent('Inicia sesión o regístrate para seguir tus misiones');
    expect(within(dialog).getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A visitor's first page asks the server nothing (the daily card only invites to its screen).
    expect(api.requests).toEqual([]);
  });

  it('opens the beta information with the contact address and social links that open safely in a new tab', async () => {
    knownVisitor();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vacation Survival está en beta' });
    expect(within(dialog).getByRole('link', { name: /contact@vacation-survival\.game/ })).toHaveAttribute(
      'href',
      'mailto:contact@vacation-survival.game',
    );
    const socials = within(dialog).getAllByRole('link', { name: /se abre en una pestaña nueva/ });
    expect(socials.map((link) => link.textContent?.replace('(se abre en una pestaña nueva)', ''))).toEqual([
      'Discord',
      'Instagram',
      'X (Twitter)',
      'YouTube',
    ]);
    for (const link of socials) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('celebrates a level-up with confetti and the level-up sound', async () => {
    signInAs('ana', { newplayer: false });
    fakeApi({
      ...questBoard(),
      ...dailyToday({}),
      'GET /user/data': { status: 200, body: { ...userData, lvl: 2, exp: 230 } },
      'GET /user/levelup': {
        status: 200,
        body: { user: { lvl: 3, exp: 30, vacation_points: 12600 }, leveledUp: true },
      },
    });
    renderApp('/');
    const party = await screen.findByTestId('level-up-celebration');
    expect(party).toHaveTextContent('¡Nuevo nivel!3');
    expect(party).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByText('¡Has subido al nivel 3!')).toBeInTheDocument();
    expect(sounds.played).toContainEqual(expect.objectContaining({ file: '/assets/audio/sfx/levelup.mp3' }));
  });

  it('does not celebrate when the level check finds nothing new', async () => {
    returningPlayer();
    renderApp('/');
    await screen.findByText('12.500 VPoints');
    expect(screen.queryByTestId('level-up-celebration')).not.toBeInTheDocument();
    expect(sounds.played.filter((sound) => sound.file.endsWith('levelup.mp3'))).toEqual([]);
  });
});
