import { expect, it } from 'vitest';
import { browseResponse } from '../../src/contract/maps';
import { MAP_TAGS } from '../../src/core/map-tags';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb } from './helpers/app';
import { createMap, publishableMap, sendMapForm } from './helpers/creators';

type Listed = { mapid: number; name: string; tags: string[] };

describeEachDb('map tags: the map form and the browser’s filters', (ctx) => {
  const app = () => ctx().app;
  const browse = async (query: string) => {
    const res = await app().inject({ method: 'GET', url: `/maps/all?limit=50&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(browseResponse.strict().parse(res.json())).toEqual(res.json());
    return res.json() as { maps: Listed[]; total: number };
  };
  /** The names a filtered browse lists, among the maps this test made (other tests' maps share the database). */
  const namesOf = async (query: string, prefix: string) =>
    (await browse(`sort=az&${query}`)).maps.map((map) => map.name).filter((name) => name.startsWith(prefix));

  it('takes up to three known tags in the form, keeps them in the list’s order, and keeps them when left out', async () => {
    const ana = await signedInPlayer(ctx(), 'tagger');
    const map = await createMap(app(), ana.headers, { title: 'Etiquetada', tags: 'short,horror,short' });
    expect(map.tags).toEqual(['horror', 'short']);

    const kept = await sendMapForm(app(), ana.headers, { title: 'Etiquetada II' }, [], map.mapid);
    expect(kept.json().tags).toEqual(['horror', 'short']);
    const changed = await sendMapForm(app(), ana.headers, { title: 'E', tags: 'story,beginners,humor' }, [], map.mapid);
    expect(changed.json().tags).toEqual(['humor', 'story', 'beginners']);
    const listed = (await app().inject({ method: 'POST', url: '/maps', headers: ana.headers })).json().maps;
    expect(listed[0].tags).toEqual(['humor', 'story', 'beginners']);
    const cleared = await sendMapForm(app(), ana.headers, { title: 'E', tags: '' }, [], map.mapid);
    expect(cleared.json().tags).toEqual([]);
  });

  it('refuses a fourth tag, an unknown one or a malformed list with MAP_TAGS_INVALID, and changes nothing', async () => {
    const bea = await signedInPlayer(ctx(), 'tagfail');
    const map = await createMap(app(), bea.headers, { title: 'Sin cambios', tags: 'mystery' });
    for (const tags of ['horror,humor,short,long', 'zombies', 'horror,', ' horror', 'Horror', 'horror;humor']) {
      const res = await sendMapForm(app(), bea.headers, { title: 'Cambiada', tags }, [], map.mapid);
      expect([res.statusCode, res.json().code, res.json().field], tags).toEqual([400, 'MAP_TAGS_INVALID', 'tags']);
    }
    const refusedNew = await sendMapForm(app(), bea.headers, { title: 'Nueva', tags: 'a,b' });
    expect(refusedNew.json().code).toBe('MAP_TAGS_INVALID');
    const [stored] = (await app().inject({ method: 'POST', url: '/maps', headers: bea.headers })).json().maps;
    expect(stored).toMatchObject({ name: 'Sin cambios', tags: ['mystery'] });
  });

  it('filters Online Mode: include keeps maps with every tag, exclude drops maps with any, on every order', async () => {
    const cai = await signedInPlayer(ctx(), 'tagshelf');
    const made = [
      ['Filtro A', 'horror,short'],
      ['Filtro B', 'horror,long'],
      ['Filtro C', 'humor,short'],
      ['Filtro D', ''],
    ] as const;
    for (const [title, tags] of made) {
      const map = await publishableMap(app(), cai.headers, title);
      await sendMapForm(app(), cai.headers, { title, published: '1', tags }, [], map.mapid);
    }
    // An unpublished map with the tags is never listed.
    await createMap(app(), cai.headers, { title: 'Filtro borrador', tags: 'horror,short' });

    expect(await namesOf('include=horror', 'Filtro')).toEqual(['Filtro A', 'Filtro B']);
    expect(await namesOf('include=horror,short', 'Filtro')).toEqual(['Filtro A']);
    expect(await namesOf('include=short&exclude=horror', 'Filtro')).toEqual(['Filtro C']);
    expect(await namesOf('exclude=horror,humor', 'Filtro')).toEqual(['Filtro D']);
    expect(await namesOf('include=horror&search=filtro%20b', 'Filtro')).toEqual(['Filtro B']);
    expect(await namesOf('include=puzzle', 'Filtro')).toEqual([]);
    for (const sort of ['likes', 'plays']) {
      const res = await browse(`sort=${sort}&include=horror&exclude=long`);
      expect(res.maps.filter((map) => map.name.startsWith('Filtro')).map((map) => map.name)).toEqual(['Filtro A']);
    }
    // The cards carry their tags; a filtered total counts the filtered maps.
    const filtered = await browse('sort=az&include=short&search=filtro');
    expect(filtered.maps.map((map) => map.tags)).toEqual([
      ['horror', 'short'],
      ['humor', 'short'],
    ]);
    expect(filtered.total).toBe(2);
  });

  it('keeps a filtered page apart from the unfiltered one in the server’s short memory', async () => {
    const dan = await signedInPlayer(ctx(), 'tagmemo');
    const map = await publishableMap(app(), dan.headers, 'Memoria X');
    await sendMapForm(app(), dan.headers, { title: 'Memoria X', published: '1', tags: 'fantasy' }, [], map.mapid);
    const unfiltered = await browse('search=memoria');
    const included = await browse('search=memoria&include=fantasy');
    const excluded = await browse('search=memoria&exclude=fantasy');
    expect([unfiltered.total, included.total, excluded.total]).toEqual([1, 1, 0]);
    // The same tags in another order or repeated are the same page.
    expect((await browse('search=memoria&exclude=puzzle,fantasy,fantasy')).total).toBe(0);
  });

  it('refuses an unknown tag in a filter with a 400, never a 5xx', async () => {
    for (const query of ['include=zombies', 'exclude=horror,,humor', `include=${'horror,'.repeat(20)}horror`]) {
      const res = await app().inject({ method: 'GET', url: `/maps/all?${query}` });
      expect([res.statusCode, res.json().code], query).toEqual([400, 'MAP_TAGS_INVALID']);
    }
    expect((await browse(`include=${MAP_TAGS.join(',')}`)).maps).toEqual([]);
  });
});
