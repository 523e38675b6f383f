import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { audioStore } from '@src/state/audio';
import { dailyToday } from './helpers/daily';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { recordSounds } from './helpers/sounds';

let rendered: ReturnType<typeof renderApp> | undefined;
const sounds = recordSounds(() => rendered?.currentPath() ?? '');

function open(path: string) {
  // The main menu reads today's island.
  fakeApi(dailyToday());
  rendered = renderApp(path);
  return rendered;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => void window.dispatchEvent(new Event('resize')));
}

const bottomMenu = () => screen.getByRole('navigation', { name: 'Navegación' });
const settingsToggle = () => within(bottomMenu()).getByRole('button', { name: 'Ajustes' });

afterEach(() => {
  resizeTo(1024);
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
});

describe('bottom menu', () => {
  it("plays the click at 0.3 before a menu action, and not at all once the game's music menu muted the sound", async () => {
    const { user } = open('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    await user.click(settingsToggle());
    expect(sounds.played).toContainEqual(expect.objectContaining({ file: '/assets/audio/sfx/click.mp3', volume: 0.3 }));
    sounds.played.length = 0;
    audioStore.getState().setMuted(true);
    onTestFinished(() => audioStore.getState().setMuted(false));
    await user.click(settingsToggle());
    expect(sounds.played).toEqual([]);
  });

  it('starts with the settings closed and opens them with the music switch inside', async () => {
    const { user } = open('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    expect(settingsToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Música' })).not.toBeInTheDocument();

    await user.click(settingsToggle());
    expect(settingsToggle()).toHaveAttribute('aria-expanded', 'true');
    const tray = screen.getByRole('group', { name: 'Ajustes' });
    expect(within(tray).getByRole('button', { name: 'Música' })).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{Escape}');
    expect(settingsToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(settingsToggle()).toHaveFocus();
  });

  it('switches the menu music on (looping at 0.1) and off again; it starts off', async () => {
    const { user } = open('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    expect(sounds.played.filter((sound) => sound.file.includes('/music/'))).toEqual([]);

    await user.click(settingsToggle());
    await user.click(screen.getByRole('button', { name: 'Música' }));
    expect(screen.getByRole('button', { name: 'Música' })).toHaveAttribute('aria-pressed', 'true');
    expect(sounds.played.at(-1)).toMatchObject({ file: '/assets/audio/music/default.mp3', volume: 0.1, loop: true });

    await user.click(screen.getByRole('button', { name: 'Música' }));
    expect(screen.getByRole('button', { name: 'Música' })).toHaveAttribute('aria-pressed', 'false');
    expect(sounds.paused).toContain('/assets/audio/music/default.mp3');
  });

  it('plays the click sound at 0.3 before every action', async () => {
    const { user } = open('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    await user.click(within(bottomMenu()).getByRole('link', { name: 'Inicio' }));
    await rendered!.expectPath('/');
    // The click sounded while the news page was still on screen: first the sound, then the action.
    expect(sounds.played[0]).toEqual({
      file: '/assets/audio/sfx/click.mp3',
      volume: 0.3,
      loop: false,
      path: '/newsletter',
    });

    await user.click(within(bottomMenu()).getByRole('link', { name: 'Noticias' }));
    await user.click(settingsToggle());
    await user.click(within(bottomMenu()).getByRole('button', { name: 'English' }));
    const clicks = sounds.played.filter((sound) => sound.file === '/assets/audio/sfx/click.mp3');
    expect(clicks).toHaveLength(4);
  });

  it('goes home, one step back (home when nothing is behind), and to the news', async () => {
    const { user } = open('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    await user.click(within(bottomMenu()).getByRole('link', { name: 'Inicio' }));
    await screen.findByRole('navigation', { name: 'Modos de juego' });
    await user.click(within(bottomMenu()).getByRole('button', { name: 'Atrás' }));
    await rendered!.expectPath('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    await user.click(within(bottomMenu()).getByRole('button', { name: 'Atrás' }));
    // Back on the page the app opened on: nothing behind it inside the game, so back means home.
    await rendered!.expectPath('/');
    await screen.findByRole('navigation', { name: 'Modos de juego' });
    await user.click(within(bottomMenu()).getByRole('link', { name: 'Noticias' }));
    await rendered!.expectPath('/newsletter');
  });

  it('keeps fullscreen in the bar on wide screens and inside the settings at 768 px or less, following resizes', async () => {
    const { user } = open('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    resizeTo(1280);
    expect(within(bottomMenu()).getByRole('button', { name: 'Pantalla completa' })).toBeInTheDocument();
    await user.click(settingsToggle());
    expect(
      within(screen.getByRole('group', { name: 'Ajustes' })).queryByRole('button', { name: 'Pantalla completa' }),
    ).not.toBeInTheDocument();

    resizeTo(768);
    const tray = screen.getByRole('group', { name: 'Ajustes' });
    expect(within(tray).getByRole('button', { name: 'Pantalla completa' })).toBeInTheDocument();
    expect(within(bottomMenu()).getAllByRole('button', { name: 'Pantalla completa' })).toHaveLength(1);

    await user.click(settingsToggle());
    expect(screen.queryByRole('button', { name: 'Pantalla completa' })).not.toBeInTheDocument();
  });

  it('enters fullscreen and shows the button pressed', async () => {
    const request = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: document.documentElement });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: request });
    const { user } = open('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    await user.click(within(bottomMenu()).getByRole('button', { name: 'Pantalla completa' }));
    expect(request).toHaveBeenCalledOnce();
    expect(within(bottomMenu()).getByRole('button', { name: 'Pantalla completa' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    Reflect.deleteProperty(document, 'fullscreenElement');
  });

  it('logs a fullscreen failure with the spec message and shows the player nothing', async () => {
    const reason = new TypeError('Permissions check failed');
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      configurable: true,
      value: () => Promise.reject(reason),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = open('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    await user.click(within(bottomMenu()).getByRole('button', { name: 'Pantalla completa' }));
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error al intentar activar el modo de pantalla completa', reason),
    );
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(within(bottomMenu()).getByRole('button', { name: 'Pantalla completa' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('switches the language of the whole shell, and tells the server which one', async () => {
    const { user } = open('/newsletter');
    await screen.findByRole('heading', { level: 1, name: 'Noticias de la isla' });
    await user.click(within(bottomMenu()).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Island news' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // The server draws its landing pages in the language of this cookie (scripts/build/prerender).
    expect(document.cookie).toContain('language=en');
  });

  it('is not shown on the game and payment pages', async () => {
    open('/success');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Navegación' })).not.toBeInTheDocument();
  });
});
