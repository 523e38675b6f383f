import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { characterShowResponse } from '../../src/contract/characters';
import { CHARACTERS } from '../../src/core/catalogue/characters';
import { seedBuiltInContent } from '../../server/content/seed';
import { nowIso } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';
import * as accounts from '../../server/db/migrations/0001-accounts';
import * as characters from '../../server/db/migrations/0002-characters';
import { signInWithGoogle } from '../../server/services/accounts/sign-in';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { badTokens, expectRefusal, type BadCase } from './helpers/bad-requests';
import { grantCharacter, userIdOf } from './helpers/play-maps';

describeEachDb('the character catalogue and owned characters', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });
  const ownedIds = async (userId: number) =>
    (
      await ctx()
        .app.db.kysely.selectFrom('user_characters')
        .select('characterid')
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => row.characterid);

  it('shows every character of the catalogue to visitors, with base stats, price and passive', async () => {
    const res = await get('/characters/show');
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().characters;
    expect(shown.map((character: { characterid: number }) => character.characterid)).toEqual(
      CHARACTERS.map((c) => c.id),
    );
    expect(shown[4]).toEqual({
      characterid: 5,
      name: 'Socorrista',
      skin: 'lifeguard',
      rarity: 'rare',
      health: 120,
      hunger: 95,
      thirst: 105,
      sanity: 100,
      pasiva: 'rescue_training',
      passive: {
        id: 'rescue_training',
        name: CHARACTERS[4].passive.name.es,
        description: CHARACTERS[4].passive.description.es,
      },
      price: 5000,
      description: CHARACTERS[4].description.es,
      owned: false,
    });
    expect(shown[0]).toMatchObject({ name: 'Turista', price: 0 });
    const english = (await get('/characters/show', { 'accept-language': 'en' })).json().characters[19];
    expect(english).toMatchObject({
      name: 'Dragon',
      rarity: 'exclusive',
      passive: { name: CHARACTERS[19].passive.name.en },
    });
  });

  it('gives every new account the starter, and tells the shop what a player owns', async () => {
    const player = await signedInPlayer(ctx());
    const userId = await userIdOf(ctx(), player.username);
    expect(await ownedIds(userId)).toEqual([1]);
    const answer = (await get('/characters/show', player.headers)).json();
    // Joined from strings serialised once per catalogue (services/characters/catalogue-view.ts): exactly the contract.
    expect(characterShowResponse.strict().parse(answer)).toEqual(answer);
    const shown = answer.characters;
    expect(shown.filter((c: { owned: boolean }) => c.owned).map((c: { characterid: number }) => c.characterid)).toEqual(
      [1],
    );

    const google = await signInWithGoogle(ctx().app.db.kysely, {
      googleId: 'google-starter-check',
      email: 'starter.check@gmail.com',
      emailVerified: true,
      name: 'Starter Check',
    });
    expect(await ownedIds(google.id)).toEqual([1]);
  });

  it("lists a player's characters with their level, cards and stats at that level", async () => {
    const player = await signedInPlayer(ctx());
    const userId = await userIdOf(ctx(), player.username);
    await grantCharacter(ctx(), userId, 9, 6, 7);
    const res = await get('/characters/user', { ...player.headers, 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const [starter, biologist] = res.json().characters;
    expect(starter).toMatchObject({
      characterid: 1,
      name: 'Tourist',
      lvl: 1,
      num_cards: 0,
      cardsToNextLevel: 2,
      health: 100,
    });
    // Marine biologist 100 / 110 / 110 / 120 at level 6 is × 1.5 (spec 9); the next level costs 6 × 2 cards.
    expect(biologist).toMatchObject({
      characterid: 9,
      name: 'Marine biologist',
      rarity: 'super-rare',
      health: 150,
      hunger: 165,
      thirst: 165,
      sanity: 180,
      lvl: 6,
      num_cards: 7,
      cardsToNextLevel: 12,
      passive: { id: CHARACTERS[8].passive.id },
    });
    const visitor = await get('/characters/user');
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'TOKEN_MISSING']);
  });

  it('brings balance changes made in code to the database at every start, keeping what players own', async () => {
    const player = await signedInPlayer(ctx());
    const userId = await userIdOf(ctx(), player.username);
    const db = ctx().app.db.kysely;
    await db
      .updateTable('characters')
      .set({ health: 1, price: 7, name: 'Antiguo' })
      .where('characterid', '=', 2)
      .execute();
    await seedBuiltInContent(ctx().app.db);
    const surfer = await db.selectFrom('characters').selectAll().where('characterid', '=', 2).executeTakeFirstOrThrow();
    expect(surfer).toMatchObject({
      health: CHARACTERS[1].base.health,
      price: CHARACTERS[1].price,
      name: CHARACTERS[1].name.es,
    });
    expect(await ownedIds(userId)).toEqual([1]);
  });

  it('answers bad tokens and headers with a 4xx and a message', async () => {
    const player = await signedInPlayer(ctx());
    for (const url of ['/characters/show', '/characters/user']) {
      const base: InjectOptions = { method: 'GET', url };
      const overlongLanguage = { ...player.headers, 'accept-language': 'en,'.repeat(200) };
      const cases: BadCase[] = [
        ...badTokens(base),
        { name: 'an overlong Accept-Language', request: { ...base, headers: overlongLanguage }, status: 400 },
      ];
      for (const badCase of cases) expectRefusal(await ctx().app.inject(badCase.request), badCase, url);
    }
  });
});

describe('migration 0002 on a database that already has accounts', () => {
  it('gives the starter to every account created before it, and to every one created after', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
    await accounts.up(db, 'sqlite');
    const addUser = (username: string) =>
      db
        .insertInto('users')
        .values({
          username,
          username_key: username,
          email: `${username}@example.com`,
          profile_image: 'p',
          banner: 'b',
          created_at: nowIso(),
        })
        .execute();
    await addUser('early_bird');
    await addUser('old_timer');
    await characters.up(db, 'sqlite');
    await addUser('newcomer');
    const rows = await db.selectFrom('user_characters').selectAll().orderBy('user_id').execute();
    expect(rows).toEqual([1, 2, 3].map((user_id) => ({ user_id, characterid: 1, lvl: 1, num_cards: 0 })));
    await db.destroy();
  });
});
