/**
 * Issue 29, "Done when": once hidden, a map, a picture or a profile field leaks through no read endpoint. Every GET
 * operation of the OpenAPI document (helpers/read-walk.ts), the POST calls that read content, and the pictures under
 * /uploads are walked as a visitor, as another player and as the owner, before and after a moderator hides the
 * creator's map, an item's picture, and their profile picture and banner (docs/moderation.md, "Queue and decisions": what hiding does).
 */
import { beforeAll, expect, it } from 'vitest';
import { mapThumbnailName, mapThumbnailsOf } from '../../src/contract/map-thumbnails';
import { describeEachDb } from './helpers/app';
import { HIDDEN_MAP_TAGS, OTHER_TAG, hiddenWorld, hideAll, type HiddenWorld } from './helpers/hidden-content';
import { openApiOperations, type Operation } from './helpers/openapi-document';
import { documentedReads, notInDocument, type Read, type ReadFillers } from './helpers/read-walk';

type Viewer = 'visitor' | 'other' | 'owner';
const VIEWERS: Viewer[] = ['visitor', 'other', 'owner'];

/** Something hidden content would show in an answer: a unique text, or a field naming the hidden map's id. */
interface Secret {
  name: string;
  found: (body: string, json: unknown) => boolean;
}

/** The catalogues every player chooses from: they list every picture and banner name, whoever wears it. */
const CATALOGUES = new Set(['/user/banners', '/user/profile-pics']);

/** Whether any object of `json` has a map id field (`mapid`, `mapId`, `map_id`) equal to `mapid`. */
function namesMap(json: unknown, mapid: number): boolean {
  if (Array.isArray(json)) return json.some((value) => namesMap(value, mapid));
  if (json === null || typeof json !== 'object') return false;
  return Object.entries(json).some(
    ([field, value]) => (/^map_?id$/i.test(field) && value === mapid) || namesMap(value, mapid),
  );
}

const text = (name: string, value: string): Secret => ({ name, found: (body) => body.includes(value) });
const PROFILE_SECRETS = new Set(['the profile picture', 'the banner']);

/** What neither a visitor nor another player may read once hidden; the owner keeps their map, not the profile fields. */
function secretsOf(world: HiddenWorld): Record<'content' | 'profile', Secret[]> {
  const picture = (name: string) => name.replace(/\.webp$/, '');
  return {
    content: [
      text('the map’s title', world.map.title),
      text('the map’s event', world.map.premise),
      text('the map’s picture', picture(world.map.image)),
      text('the map’s item', world.mapItem.name),
      text('the map’s item picture', picture(world.mapItem.image)),
      text('the hidden item picture', picture(world.pictureItem.image)),
      { name: 'the map’s id', found: (_, json) => namesMap(json, world.map.mapid) },
    ],
    profile: [...PROFILE_SECRETS].map((name) =>
      text(name, name === 'the banner' ? world.profile.banner : world.profile.picture),
    ),
  };
}

/**
 * How to reach the hidden content through a read: a path or query parameter is filled by its name. A new read whose
 * parameter is not here fails the walk until its filler is added.
 */
function fillersOf(world: HiddenWorld, runIds: number[]): ReadFillers {
  const maps = [world.map.mapid, world.visibleMap.mapid];
  return {
    path: {
      // The owner's profile and lists, and the lists of a player who follows them.
      username: [world.owner.username, world.other.username],
      mapId: maps,
      mapid: maps,
      eventid: [world.map.eventid],
      gameHash: Object.values(world.runs),
      runId: runIds,
      objectid: [world.mapItem.objectid, world.pictureItem.objectid],
      // The moderators' view of a reported picture (GET /moderation/pictures): none of the viewers is a moderator.
      targetKind: ['map', 'item_picture'],
      targetId: [world.map.mapid, world.pictureItem.objectid],
      // Payment sessions and the sandbox's checkout page belong to the payer and show no creator's content.
      sessionId: ['cs_none'],
      id: ['cs_none'],
    },
    query: {
      search: [world.map.title, world.owner.username],
      include: [HIDDEN_MAP_TAGS.join(',')],
      exclude: [OTHER_TAG],
      page: [1, 2],
      limit: [100],
      offset: [0],
      username: [world.owner.username],
      // A map's analytics (its owner's only): the first version, which the hidden map has.
      version: [1],
    },
  };
}

/**
 * The POST calls that serve content (the document cannot tell a read from a write by its method, so they are listed
 * here): the own lists, the editor's reads, the items of a map and the play view.
 */
function postReadsOf(world: HiddenWorld): Read[] {
  const maps = [world.map.mapid, world.visibleMap.mapid];
  const read = (url: string, payload: object = {}): Read => ({ method: 'POST', url, payload });
  return [
    read('/maps'),
    read('/items/getItems'),
    read('/quest/getQuests'),
    ...maps.flatMap((mapId) => [
      read('/maps/event', { mapId }),
      read('/maps/event_creator/event_consequences', { mapId }),
      read('/items/getItemsByMapId', { mapId }),
      read('/play/play', { mapId }),
    ]),
  ];
}

/** The hidden map's picture and thumbnails, and both items' pictures: 404 to everyone once hidden. */
function picturesOf(world: HiddenWorld): string[] {
  return [
    `/uploads/${world.map.image}`,
    ...mapThumbnailsOf(world.map.image).map(
      (thumbnail) => `/uploads/thumbs/${mapThumbnailName(thumbnail.source, thumbnail.width, thumbnail.format)}`,
    ),
    `/uploads/items/${world.mapItem.image}`,
    `/uploads/items/${world.pictureItem.image}`,
  ];
}

describeEachDb('hidden content leaks through no read', (ctx) => {
  let world: HiddenWorld;
  let operations: Operation[];
  let reads: Read[];
  let unfilled: string[];
  beforeAll(async () => {
    world = await hiddenWorld(ctx());
    operations = await openApiOperations(ctx().app);
    const runIds = await ctx()
      .app.db.kysely.selectFrom('runs')
      .select('id')
      .where('game_hash', 'in', Object.values(world.runs))
      .execute();
    ({ reads, unfilled } = documentedReads(
      operations,
      fillersOf(
        world,
        runIds.map((run) => run.id),
      ),
    ));
    reads.push(...postReadsOf(world));
  });

  const headersOf = (viewer: Viewer) => (viewer === 'visitor' ? {} : world[viewer].headers);

  /** Every read as `viewer`: which secrets each answer shows, as `secret: METHOD url` lines. */
  async function walk(viewer: Viewer, secrets: Secret[]): Promise<string[]> {
    const shown: string[] = [];
    for (const read of reads) {
      const res = await ctx().app.inject({ ...read, headers: headersOf(viewer) });
      expect(res.statusCode, `${viewer} ${read.method} ${read.url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      let json: unknown;
      try {
        json = res.json();
      } catch {
        json = undefined;
      }
      const catalogue = CATALOGUES.has(read.url.split('?')[0]);
      for (const secret of secrets) {
        if (catalogue && PROFILE_SECRETS.has(secret.name)) continue;
        if (secret.found(res.body, json)) shown.push(`${secret.name}: ${read.method} ${read.url}`);
      }
    }
    return shown;
  }
  const pictureStatuses = async (viewer: Viewer) =>
    Promise.all(
      picturesOf(world).map(
        async (url) =>
          `${(await ctx().app.inject({ method: 'GET', url, headers: headersOf(viewer) })).statusCode} ${url}`,
      ),
    );
  const namesOf = (shown: string[]) => new Set(shown.map((line) => line.split(':')[0]));

  it('has a filler for every documented read, and reads only what the document has', () => {
    expect(unfilled).toEqual([]);
    expect(
      notInDocument(
        operations,
        postReadsOf(world).map((read) => `${read.method} ${read.url}`),
      ),
    ).toEqual([]);
  });

  it('shows the content to others before the hide, to nobody but its owner after', async () => {
    const secrets = secretsOf(world);
    const all = [...secrets.content, ...secrets.profile];
    // Before: the walk reaches every secret as a visitor and as another player, and caches are warm with them.
    for (const viewer of ['visitor', 'other'] as const) {
      expect([...namesOf(await walk(viewer, all))].sort(), viewer).toEqual(all.map((secret) => secret.name).sort());
      expect((await pictureStatuses(viewer)).filter((line) => !line.startsWith('200'))).toEqual([]);
    }
    await hideAll(ctx(), world);
    const leaks: string[] = [];

    for (const viewer of VIEWERS) {
      const forbidden = viewer === 'owner' ? secrets.profile : all;
      leaks.push(...(await walk(viewer, forbidden)).map((line) => `${viewer} ${line}`));
      // A picture request carries no token: 404 to everyone, the owner too.
      leaks.push(
        ...(await pictureStatuses(viewer)).filter((line) => !line.startsWith('404')).map((line) => `${viewer} ${line}`),
      );
    }
    expect(leaks).toEqual([]);
    // The visible map and its item are still served: the walk still reaches content.
    const still = [text('the visible map', world.visibleMap.title), text('its item', world.pictureItem.name)];
    expect([...namesOf(await walk('other', still))].sort()).toEqual(still.map((secret) => secret.name).sort());
  }, 240_000);

  // After the walk's hide.
  it('leaves the owner their map: listed, played, edited and exported', async () => {
    const owner = world.owner.headers;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx().app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
    const own = await call('POST', '/maps', {});
    expect(own.json().maps.map((map: { mapid: number }) => map.mapid)).toContain(world.map.mapid);
    for (const [method, url, payload] of [
      ['POST', '/play/play', { mapId: world.map.mapid }],
      ['POST', '/maps/event', { mapId: world.map.mapid }],
      ['GET', `/maps/${world.map.mapid}/export`, undefined],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      // The play view and the editor's list show the map's event; the export carries the title too.
      expect(res.body, url).toContain(url.endsWith('export') ? world.map.title : world.map.premise);
    }
  });
});
