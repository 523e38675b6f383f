/**
 * A creator whose content a moderator hides, for the walk of every read (tests/server/hidden-reads.test.ts): a
 * published map with a picture, tags, an event and an item with a picture of its own; a second, visible map whose
 * item's picture is hidden alone; a profile picture and banner of the creator's choosing, shown on the daily board
 * by a run of theirs. Others play, like and follow first, so runs, likes and follow lists point at the content when
 * it is hidden.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { banners, profilePictures } from '../../../server/content/cosmetics';
import { signedInPlayer } from './accounts';
import type { TestContext } from './app';
import { createEvent, createItem, createMap, option, picture, sendMapForm } from './creators';
import { dailyCalls } from './daily';

export type Player = Awaited<ReturnType<typeof signedInPlayer>>;

/** Tags of the hidden map: the browser is searched with them; the other one is excluded. */
export const HIDDEN_MAP_TAGS = ['mystery', 'story'];
export const OTHER_TAG = 'humor';

export interface HiddenWorld {
  owner: Player & { id: number };
  other: Player;
  moderator: Player;
  map: { mapid: number; title: string; image: string; eventid: number; premise: string };
  /** The item an option of the hidden map gives: hidden with its map. */
  mapItem: { objectid: number; name: string; image: string };
  /** A visible map, and its item whose picture alone is hidden. */
  visibleMap: { mapid: number; title: string };
  pictureItem: { objectid: number; name: string; image: string };
  /** The profile picture and banner the owner chose, set back to the defaults when hidden. */
  profile: { picture: string; banner: string };
  /** Runs of the hidden map started before it was hidden, by whom, and the owner's ranked daily run. */
  runs: { owner: string; other: string; visitor: string; daily: string };
}

/** A published map of `owner` with one event whose winning option gives `itemId`, with a picture when given one. */
async function publishedMap(ctx: TestContext, owner: Player, title: string, premise: string, itemId: number) {
  const tags = HIDDEN_MAP_TAGS.join(',');
  const image = [{ data: await picture('png', 96 + title.length, 54) }];
  const map = await createMap(ctx.app, owner.headers, { title, tags }, image);
  const event = await createEvent(ctx.app, owner.headers, {
    mapId: map.mapid,
    premise,
    consequencesList: [option({ wins: true, objectidReward: itemId })],
  });
  const fields = { title, description: 'Lista para jugar.', published: '1', tags };
  const res = await sendMapForm(ctx.app, owner.headers, fields, [], map.mapid);
  expect(res.statusCode, res.body).toBe(200);
  return { mapid: map.mapid, image: res.json().mapImage as string, eventid: event.eventid };
}

async function itemWithPicture(ctx: TestContext, owner: Player, name: string, width: number) {
  const item = await createItem(ctx.app, owner.headers, { name }, [{ data: await picture('png', width, 40) }]);
  expect(item.objectImage).toBeTruthy();
  return { objectid: item.objectid, name, image: item.objectImage! };
}

/** The creator's content, the other players and the moderator, with the runs, like and follow made before any hide. */
export async function hiddenWorld(ctx: TestContext): Promise<HiddenWorld> {
  const app = ctx.app;
  const unique = randomBytes(4).toString('hex');
  const creator = await signedInPlayer(ctx, 'owner');
  const other = await signedInPlayer(ctx, 'other');
  const moderator = await signedInPlayer(ctx, 'mod');
  await app.db.kysely.updateTable('users').set({ moderator: 1 }).where('username', '=', moderator.username).execute();
  const { id } = await app.db.kysely
    .selectFrom('users')
    .select('id')
    .where('username', '=', creator.username)
    .executeTakeFirstOrThrow();
  const owner = { ...creator, id };
  // Not the defaults, nor what any other player of the test has, so a text search finds only the owner's.
  const profile = { picture: profilePictures[4], banner: banners[5] };
  const chosen = await app.inject({
    method: 'PUT',
    url: '/user/profile_update',
    headers: owner.headers,
    payload: { profileImage: profile.picture, banner: profile.banner },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);

  const mapItem = await itemWithPicture(ctx, owner, `Objeto-oculto-${unique}`, 70);
  const pictureItem = await itemWithPicture(ctx, owner, `Objeto-visible-${unique}`, 71);
  const title = `Isla-oculta-${unique}`;
  const premise = `Premisa-oculta-${unique}`;
  const map = { title, premise, ...(await publishedMap(ctx, owner, title, premise, mapItem.objectid)) };
  const visibleTitle = `Isla-visible-${unique}`;
  const visible = await publishedMap(ctx, owner, visibleTitle, 'Llegas.', pictureItem.objectid);

  const post = async (url: string, headers: Record<string, string>, payload: object = {}) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const start = async (headers: Record<string, string>) =>
    (await post('/play/play', headers, { mapId: map.mapid })).gameHash as string;
  const daily = dailyCalls(() => ctx);
  const dailyRun = await daily.start(owner.headers);
  const ended = await daily.end(dailyRun, owner.headers);
  expect(ended.statusCode, ended.body).toBe(200);
  const runs = {
    owner: await start(owner.headers),
    other: await start(other.headers),
    visitor: await start({}),
    daily: dailyRun.gameHash,
  };
  await post(`/maps/${map.mapid}/like`, other.headers);
  await post(`/maps/${map.mapid}/play`, other.headers);
  await post(`/user/follow/${owner.username}`, other.headers);
  return {
    owner,
    other,
    moderator,
    map,
    mapItem,
    visibleMap: { mapid: visible.mapid, title: visibleTitle },
    pictureItem,
    profile,
    runs,
  };
}

/** The moderator hides the map, the visible item's picture, and the owner's profile picture and banner. */
export async function hideAll(ctx: TestContext, world: HiddenWorld): Promise<void> {
  const targets = [
    ['map', world.map.mapid],
    ['item_picture', world.pictureItem.objectid],
    ['user_picture', world.owner.id],
    ['user_banner', world.owner.id],
  ] as const;
  for (const [targetKind, targetId] of targets) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/moderation/decisions',
      headers: world.moderator.headers,
      payload: { targetKind, targetId, action: 'hide', reason: 'hate', text: 'Incita al odio.' },
    });
    expect(res.statusCode, `${targetKind} ${res.body}`).toBe(201);
  }
}
