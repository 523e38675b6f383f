import { beforeAll, expect, it } from 'vitest';
import { characterById } from '../../src/core/catalogue/characters';
import { experienceFor } from '../../src/core/run';
import type { PlayResponse } from '../../src/contract/play';
import type { ResumeResponse } from '../../src/contract/resume';
import type { MapVersionsResponse } from '../../src/contract/map-versions';
import type { OwnMap } from '../../src/contract/maps';
import type { MapFile } from '../../src/contract/map-file';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createEvent, createItem, createMap, option, sendEvent, sendMapForm } from './helpers/creators';
import { mapFromPlay, playToTheEnd } from './helpers/play-maps';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;
const tourist = characterById(1)!;

describeEachDb('map versions: players play the published version while its creator edits the draft', (ctx) => {
  const app = () => ctx().app;
  const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url, payload, headers });
  let author: Player;
  let player: Player;
  let other: Player;
  let map: OwnMap;
  let eventId: number;
  let itemId: number;
  beforeAll(async () => {
    author = await signedInPlayer(ctx(), 'versionAuthor');
    player = await signedInPlayer(ctx(), 'versionPlayer');
    other = await signedInPlayer(ctx(), 'versionOther');
    map = await createMap(app(), author.headers, { title: 'Isla versionada' });
    const event = await createEvent(app(), author.headers, {
      mapId: map.mapid,
      premise: 'Playa',
      consequencesList: [
        option({ option: 'Nadar', wins: true }),
        option({ option: 'Esperar', healthConsequence: -10 }),
      ],
    });
    eventId = event.eventid;
    itemId = (await createItem(app(), author.headers, { name: 'Linterna' })).objectid;
  });

  const publish = async () => {
    const res = await sendMapForm(app(), author.headers, { title: map.name, published: '1' }, [], map.mapid);
    expect(res.statusCode, res.body).toBe(200);
  };
  const start = async (headers: Record<string, string>): Promise<PlayResponse> => {
    const res = await post('/play/play', { mapId: map.mapid }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const history = async (headers: Record<string, string> = author.headers) =>
    app().inject({ method: 'GET', url: `/maps/${map.mapid}/versions`, headers });
  const versions = async (): Promise<MapVersionsResponse> => {
    const res = await history();
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const restore = (number: number | string, headers: Record<string, string> = author.headers) =>
    post(`/maps/${map.mapid}/versions/${number}/restore`, undefined, headers);
  /** The draft's event changed in the editor: another premise, its winning option replaced by a new one. */
  const editDraft = async (premise: string) => {
    const consequencesList = [option({ option: 'Correr', wins: true, objectidReward: itemId })];
    const res = await sendEvent(app(), author.headers, { mapId: map.mapid, premise, consequencesList }, eventId);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('publishing makes version 1; publishing the same content again makes none', async () => {
    expect((await versions()).versions).toEqual([]);
    await publish();
    await publish();
    const answer = await versions();
    expect(answer.publishedNumber).toBe(1);
    expect(answer.versions).toEqual([
      { number: 1, publishedAt: expect.any(String), events: 1, plays: 0, clearRate: null },
    ]);
  });

  it('an edit of the draft changes what its owner playtests, not what players get', async () => {
    await editDraft('Tormenta');
    expect((await start(player.headers)).eventos[0].premise).toBe('Playa');
    expect((await start({})).eventos[0].premise).toBe('Playa');
    expect((await start(author.headers)).eventos[0].premise).toBe('Tormenta');
    expect((await versions()).versions).toHaveLength(1);
    // The map's items follow: the draft's new item is its owner's to see until it is published.
    const items = async (headers: Record<string, string>) =>
      (await post('/items/getItemsByMapId', { mapId: map.mapid }, headers))
        .json()
        .objects.map((o: { name: string }) => o.name);
    expect(await items(player.headers)).toEqual([]);
    expect(await items({})).toEqual([]);
    expect(await items(author.headers)).toEqual(['Linterna']);
  });

  it('a run of version 1 steps, resumes and ends against version 1 after version 2 is published', async () => {
    const play = await start(player.headers);
    const { final, actions } = playToTheEnd(mapFromPlay(play), tourist, play.character.level, play.seed);
    expect(final.status).toBe('won');
    await publish();
    expect((await versions()).versions.map((version) => version.number)).toEqual([2, 1]);
    const second = await start(other.headers);
    expect(second.eventos[0].premise).toBe('Tormenta');
    expect(second.items.map((item) => item.name)).toEqual(['Linterna']);

    const stepped = await post('/play/step', { gameHash: play.gameHash, index: 0, action: actions[0] }, player.headers);
    expect(stepped.statusCode, stepped.body).toBe(200);
    const resumed = await app().inject({ method: 'GET', url: `/play/runs/${play.gameHash}`, headers: player.headers });
    expect(resumed.json<ResumeResponse>().eventos[0].premise).toBe('Playa');
    const body = { mapId: map.mapid, gameHash: play.gameHash, actions, completedEvents: [] };
    const ended = await post('/play/endGame', body, player.headers);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ result: 'won', experienceGained: experienceFor(final, mapFromPlay(play)) });
    expect(ended.json().experienceGained).toBeGreaterThan(0);
  });

  it('the history counts only other signed-in players’ settled runs of each version', async () => {
    // The owner's run (the draft) and a visitor's run of version 2 count nowhere; another player's win of it does.
    for (const headers of [author.headers, {}, other.headers]) {
      const play = await start(headers);
      const { actions } = playToTheEnd(mapFromPlay(play), tourist, play.character.level, play.seed);
      const res = await post('/play/endGame', { mapId: map.mapid, gameHash: play.gameHash, actions }, headers);
      expect(res.statusCode, res.body).toBe(200);
    }
    await start(player.headers); // started, never ended: not a play of the history
    const [second, first] = (await versions()).versions;
    expect(second).toMatchObject({ number: 2, plays: 1, clearRate: 1 });
    expect(first).toMatchObject({ number: 1, plays: 1, clearRate: 1 });
  });

  it('restores a version as the draft in one go; players keep the published one until it is published again', async () => {
    const res = await restore(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ restored: 1, map: { mapid: map.mapid } });
    const draft = await start(author.headers);
    expect(draft.eventos[0].premise).toBe('Playa');
    expect(draft.eventos[0].consecuencias.map((o) => o.option)).toEqual(['Nadar', 'Esperar']);
    expect((await start(player.headers)).eventos[0].premise).toBe('Tormenta');
    await publish();
    expect((await start(player.headers)).eventos[0].premise).toBe('Playa');
    expect((await versions()).versions.map((version) => version.number)).toEqual([3, 2, 1]);
  });

  it('a remix copies the published version, never the draft being edited', async () => {
    const fields = { title: map.name, published: '1', remixable: '1' };
    expect((await sendMapForm(app(), author.headers, fields, [], map.mapid)).statusCode).toBe(200);
    await editDraft('Secreto del borrador');
    const remixed = await post(`/maps/${map.mapid}/remix`, undefined, other.headers);
    expect(remixed.statusCode, remixed.body).toBe(201);
    const copy = await app().inject({
      method: 'GET',
      url: `/maps/${remixed.json().map.mapid}/export`,
      headers: other.headers,
    });
    const file = copy.json<MapFile>();
    expect(file.events.map((event) => event.premise)).toEqual(['Playa']);
    expect(file.events[0].options.map((o) => o.option)).toEqual(['Nadar', 'Esperar']);
  });

  it('refuses other players, visitors, built-in islands and unknown versions', async () => {
    expect((await history(player.headers)).statusCode).toBe(404);
    expect((await history({})).statusCode).toBe(401);
    expect((await restore(1, player.headers)).json()).toMatchObject({ code: 'MAP_NOT_FOUND' });
    expect((await restore(1, {})).statusCode).toBe(401);
    expect((await app().inject({ method: 'GET', url: '/maps/1/versions', headers: author.headers })).statusCode).toBe(
      404,
    );
    const unknown = await restore(9);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MAP_VERSION_NOT_FOUND');
    expect((await restore('abc')).statusCode).toBe(400);
    expect((await versions()).versions).toHaveLength(3);
  });
});
