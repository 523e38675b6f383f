import { expect, it } from 'vitest';
import type { PlayResponse } from '../../src/contract/play';
import { coreMap } from '../../src/contract/to-core';
import { loadPlayMap } from '../../server/services/play/play-map-cache';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import {
  createEvent,
  createItem,
  createMap,
  option,
  picture,
  sendEvent,
  sendItemForm,
  sendMapForm,
} from './helpers/creators';

/**
 * The server keeps each map's play view per content version (services/play/play-map-cache.ts): a run started after a
 * change of the map's events, options, picture or items must play the changed map, never the view kept before it.
 */
describeEachDb('a run plays the map as it is now', (ctx) => {
  const play = async (mapId: number, headers: Record<string, string>): Promise<PlayResponse> => {
    const res = await ctx().app.inject({ method: 'POST', url: '/play/play', headers, payload: { mapId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('after the owner edits an event, adds one, renames an item it gives or deletes that item', async () => {
    const { app } = ctx();
    const owner = await signedInPlayer(ctx(), 'cachecreator');
    const rope = await createItem(app, owner.headers, { name: 'Cuerda' });
    const map = await createMap(app, owner.headers, { title: 'Isla cambiante' });
    const gives = option({ objectidReward: rope.objectid, wins: true });
    const event = await createEvent(app, owner.headers, {
      mapId: map.mapid,
      premise: 'Antes',
      consequencesList: [gives],
    });
    const first = await play(map.mapid, owner.headers);
    expect(first.eventos.map((e) => e.premise)).toEqual(['Antes']);
    expect(first.items.map((item) => item.name)).toEqual(['Cuerda']);

    const edited = await sendEvent(
      app,
      owner.headers,
      { mapId: map.mapid, premise: 'Después', consequencesList: [gives] },
      event.eventid,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await play(map.mapid, owner.headers)).eventos.map((e) => e.premise)).toEqual(['Después']);

    await createEvent(app, owner.headers, { mapId: map.mapid, premise: 'Otro', consequencesList: [option()] });
    expect((await play(map.mapid, owner.headers)).eventos.map((e) => e.premise)).toEqual(['Después', 'Otro']);

    const renamed = await sendItemForm(
      app,
      owner.headers,
      { name: 'Soga', description: 'Una soga.', functionality: 'intercambiable' },
      [],
      rope.objectid,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await play(map.mapid, owner.headers)).items.map((item) => item.name)).toEqual(['Soga']);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/items/delete/${rope.objectid}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const last = await play(map.mapid, owner.headers);
    expect(last.items).toEqual([]);
    expect(last.eventos[0].consecuencias[0].idobject_reward).toBeNull();
  });

  it('after the owner changes the picture, and keeps each language apart', async () => {
    const { app } = ctx();
    const owner = await signedInPlayer(ctx(), 'cachepicture');
    const map = await createMap(app, owner.headers, { title: 'Isla con foto' });
    await createEvent(app, owner.headers, { mapId: map.mapid, consequencesList: [option({ wins: true })] });
    expect((await play(map.mapid, owner.headers)).imagenMapa).toBeNull();
    const res = await sendMapForm(
      app,
      owner.headers,
      { title: 'Isla con foto', description: 'Ahora con foto.', published: '0' },
      [{ data: await picture('png') }],
      map.mapid,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await play(map.mapid, owner.headers)).imagenMapa).toBe(res.json().mapImage);

    // The built-in islands carry both languages: one view per language, never the other's.
    const spanish = await play(1, {});
    const english = await play(1, { 'accept-language': 'en' });
    expect(english.eventos[0].premise).not.toBe(spanish.eventos[0].premise);
    expect((await play(1, {})).eventos[0].premise).toBe(spanish.eventos[0].premise);
  });

  it('builds the rules a run replays with from the stored content, once per version, the same for every language', async () => {
    const db = ctx().app.db.kysely;
    const beach = await loadPlayMap(db, 1, null);
    if (!beach) throw new Error('Beach Island is not seeded');
    const rules = beach.rules();
    expect(rules.events.length).toBeGreaterThan(0);
    expect(coreMap(beach.view('es').view)).toEqual(rules);
    expect(coreMap(beach.view('en').view)).toEqual(rules);
    expect((await loadPlayMap(db, 1, null))?.rules()).toBe(rules);
  });
});
