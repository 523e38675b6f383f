import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_IMAGE } from '@src/api/assets';
import type { BrowseMap } from '@src/contract/maps';
import type { Profile } from '@src/contract/user';
import { browseMap as browseMapOf } from './helpers/browse-maps';
import { noCustomSkins } from './helpers/custom-skins';
import { fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

// Screens arrive as lazy chunks; the first visit in a run compiles them.
configure({ asyncUtilTimeout: 5000 });

/** A stored upload's name, as the server gives it: 32 hex characters and .webp. */
const upload = (n: number) => `${String(n).padStart(32, 'a')}.webp`;
const thumbs = (n: number, format: string) =>
  `/uploads/thumbs/${String(n).padStart(32, 'a')}-400.${format} 400w, /uploads/thumbs/${String(n).padStart(32, 'a')}-800.${format} 800w`;

const browseMap = (mapid: number, mapImage: string | null): BrowseMap =>
  browseMapOf(mapid, `Mapa ${mapid}`, { description: '', mapImage, difficulty: 3, likes: 0, num_players: 0 });

/** Every card's picture, in the order of the page. */
const pictures = (cards: HTMLElement[]) => cards.map((card) => card.querySelector('img')!);

function expectThumbnails(img: HTMLImageElement, n: number) {
  expect(img).toHaveAttribute('src', `/uploads/thumbs/${String(n).padStart(32, 'a')}-800.webp`);
  expect(img).toHaveAttribute('srcset', thumbs(n, 'webp'));
  expect(img).toHaveAttribute('width', '800');
  expect(img).toHaveAttribute('height', '450');
  expect(img.getAttribute('sizes')).toMatch(/^\(max-width: \d+px\) calc\(100vw - \d+px\), .+, \d+px$/);
  const avif = img.closest('picture')!.querySelector('source')!;
  expect([avif.type, avif.getAttribute('srcset'), avif.getAttribute('sizes')]).toEqual([
    'image/avif',
    thumbs(n, 'avif'),
    img.getAttribute('sizes'),
  ]);
}

function expectPriority(imgs: HTMLImageElement[], first: number) {
  for (const [index, img] of imgs.entries()) {
    if (index < first) {
      expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')], `card ${index}`).toEqual([
        'eager',
        'high',
      ]);
    } else {
      expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')], `card ${index}`).toEqual(['lazy', null]);
    }
  }
}

describe('map pictures on the cards', () => {
  it('gives Online Mode’s cards their thumbnails, sized, and fetches the first three first', async () => {
    const maps = [1, 2, 3, 4, 5].map((n) => browseMap(n, upload(n)));
    fakeApi({ 'GET /maps/all': { status: 200, body: { maps, total: 5, page: 1, pageSize: 12 } } });
    renderApp('/online');
    const imgs = pictures(await screen.findAllByRole('article'));
    expect(imgs).toHaveLength(5);
    imgs.forEach((img, index) => expectThumbnails(img, index + 1));
    expectPriority(imgs, 3);
  });

  it('falls back to the uploaded picture, then to the default one, and shows the default for a map without one', async () => {
    const maps = [browseMap(1, upload(1)), browseMap(2, null)];
    fakeApi({ 'GET /maps/all': { status: 200, body: { maps, total: 2, page: 1, pageSize: 12 } } });
    renderApp('/online');
    const [withPicture, without] = await screen.findAllByRole('article');
    fireEvent.error(withPicture.querySelector('img')!);
    const original = withPicture.querySelector('img')!;
    expect([original.getAttribute('src'), original.getAttribute('srcset'), original.closest('picture')]).toEqual([
      `/uploads/${upload(1)}`,
      null,
      null,
    ]);
    fireEvent.error(original);
    expect(withPicture.querySelector('img')).toHaveAttribute('src', DEFAULT_MAP_IMAGE);

    const standIn = without.querySelector('img')!;
    expect([standIn.getAttribute('src'), standIn.getAttribute('width'), standIn.getAttribute('height')]).toEqual([
      DEFAULT_MAP_IMAGE,
      '640',
      '360',
    ]);
    expect(standIn).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives a profile’s maps the same thumbnails, the first three fetched first', async () => {
    signInAs('ana');
    const maps: Profile['maps'] = [1, 2, 3, 4].map((n) => ({
      mapid: n,
      name: `Isla ${n}`,
      description: '',
      likes: 0,
      num_players: 0,
      difficulty: 1,
      mapImage: upload(n),
    }));
    const profile: Profile = {
      userId: 7,
      userName: 'ana',
      followers: 0,
      following: 0,
      banner: 'banner-01.webp',
      profileImage: 'pic-01.webp',
      maps,
      lvl: 1,
      exp: 0,
      vacationPoints: 0,
      isFollowing: false,
    };
    fakeApi({ ...noCustomSkins, 'GET /user/mi_perfil/ana': { status: 200, body: profile } });
    renderApp('/mi_perfil');
    await screen.findByRole('heading', { name: 'Isla 1' });
    const cards = maps.map((map) => screen.getByRole('heading', { name: map.name }).closest('li')!);
    const imgs = pictures(cards);
    imgs.forEach((img, index) => expectThumbnails(img, index + 1));
    expectPriority(imgs, 3);
  });
});
