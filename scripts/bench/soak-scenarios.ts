/**
 * The soak's mix: what a visitor or a player does in one visit, and how often. Each scenario is a few calls of the
 * real API with the bodies the client sends; the weights say what share of the visits each one is.
 */
import { registerPlayer, signIn } from './soak-accounts';
import { gachaAndShop } from './soak-gacha';
import { playRun } from './soak-play';
import { chance, keep, pick, randomInt, randomIp, seededMap, type Player, type World } from './soak-world';

const SORTS = ['likes', 'plays', 'az', 'newest'];
const WORDS = ['coral', 'storm', 'palm', 'shark', 'volcano', 'lagoon', 'reef', 'pirate', 'isla', 'bay'];

/** The map browser: pages and orders, and searches, a third of them words nobody searched before. */
async function browse(world: World): Promise<void> {
  const params = new URLSearchParams({ sort: pick(SORTS), page: String(1 + randomInt(chance(0.8) ? 5 : 100)) });
  if (chance(0.4)) params.set('search', chance(0.3) ? `${pick(WORDS)} ${randomInt(100_000)}` : pick(WORDS));
  const player = chance(0.3) && world.players.length > 0 ? pick(world.players) : undefined;
  await world.http.call('GET /maps/all', `/maps/all?${params}`, { ip: randomIp(), token: player?.token });
}

/** A profile page: a seeded creator's or a player's, with the follow button's state when signed in. */
async function readProfile(world: World): Promise<void> {
  const name = world.players.length > 0 && chance(0.5) ? pick(world.players).username : `creator${randomInt(50)}`;
  const viewer = world.players.length > 0 && chance(0.5) ? pick(world.players) : undefined;
  const session = { ip: randomIp(), token: viewer?.token };
  await world.http.call('GET /user/mi_perfil', `/user/mi_perfil/${name}`, session);
  if (viewer) await world.http.call('GET /user/following_status', `/user/following_status/${name}`, session);
}

const form = (fields: Record<string, string>, picture?: Buffer) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (picture) body.set('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'picture.jpg');
  return body;
};

/** The creator's screens: a map with its cover, an item with its picture, an event whose option wins, publishing. */
async function createMap(world: World, player: Player): Promise<void> {
  const { call } = world.http;
  const session = { ip: randomIp(), token: player.token };
  const title = `Soak island ${randomInt(1_000_000)}`;
  const fields = { title, description: 'Made by the soak.', published: '0' };
  const created = await call('POST /maps/create', '/maps/create', {
    form: form(fields, pick(world.pictures)),
    ...session,
  });
  if (created.status !== 201) return;
  const mapId = created.body.mapid as number;
  const item = await call('POST /items/create', '/items/create', {
    form: form(
      { name: 'Cuerda', description: 'Una cuerda larga.', functionality: 'intercambiable' },
      pick(world.pictures),
    ),
    ...session,
  });
  const reward = item.status === 201 ? (item.body.objectid as number) : null;
  const option = (text: string, wins: boolean) => ({
    option: text,
    consequenceText: `${text}.`,
    wins,
    objectidReward: wins ? null : reward,
  });
  const event = {
    mapId,
    premise: 'Un cangrejo gigante',
    isChecked: false,
    consequencesList: [option('Nadar', true), option('Huir', false)],
  };
  const made = await call('POST /maps/event/create', '/maps/event/create', { json: event, ...session });
  if (made.status !== 201) return;
  const edit = form({ ...fields, published: '1' });
  const published = await call('PUT /maps/map/:id/edit', `/maps/map/${mapId}/edit`, {
    method: 'PUT',
    form: edit,
    ...session,
  });
  if (published.status === 200) keep(world.maps, mapId);
}

/** Likes and follows, toggled (a second visit takes them back). */
async function socialise(world: World, player: Player): Promise<void> {
  const session = { ip: randomIp(), token: player.token };
  const mapId = world.maps.length > 0 && chance(0.5) ? pick(world.maps) : seededMap(world);
  await world.http.call('POST /maps/:id/like', `/maps/${mapId}/like`, { json: {}, ...session });
  const other = chance(0.5) ? pick(world.players).username : `creator${randomInt(50)}`;
  if (other !== player.username)
    await world.http.call('POST /user/follow', `/user/follow/${other}`, { json: {}, ...session });
}

/** The quest panel, and a claim of whatever reward waits. */
async function quests(world: World, player: Player): Promise<void> {
  const session = { ip: randomIp(), token: player.token };
  const list = await world.http.call('POST /quest/getQuests', '/quest/getQuests', { method: 'POST', ...session });
  const claimable =
    list.status === 200 ? list.body.quests.find((quest: { claimable: boolean }) => quest.claimable) : undefined;
  if (claimable)
    await world.http.call('POST /quest/claimReward', '/quest/claimReward', {
      json: { questId: claimable.id },
      ...session,
    });
}

const signedIn = (scenario: (world: World, player: Player) => Promise<void>) => async (world: World) => {
  if (world.players.length > 0) await scenario(world, pick(world.players));
};

export type Scenario = (world: World) => Promise<void>;

/** Share of the visits (out of 100) of each scenario. */
export const MIX: { name: string; weight: number; run: Scenario }[] = [
  { name: 'browse', weight: 34, run: browse },
  { name: 'profile', weight: 10, run: readProfile },
  { name: 'play', weight: 20, run: playRun },
  { name: 'register', weight: 4, run: async (world) => void (await registerPlayer(world)) },
  { name: 'sign in', weight: 5, run: signIn },
  { name: 'create', weight: 6, run: signedIn(createMap) },
  { name: 'like & follow', weight: 8, run: signedIn(socialise) },
  { name: 'quests', weight: 6, run: signedIn(quests) },
  { name: 'gacha & shop', weight: 7, run: gachaAndShop },
];

/** A scenario drawn by weight. */
export function drawScenario(): (typeof MIX)[number] {
  let left = randomInt(MIX.reduce((sum, entry) => sum + entry.weight, 0));
  return MIX.find((entry) => (left -= entry.weight) < 0)!;
}
