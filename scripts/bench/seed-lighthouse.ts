/**
 * What the Lighthouse bench's pages show (issue 30), made on the running built server as players would make it:
 * published community maps, each with a real picture sent through POST /maps/create as the map form sends it, so their
 * card thumbnails are made at upload as in production; and a week of the daily's ranked runs for its board.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { connect } from '../../server/db/connection';
import { seedDailyRuns } from './seed-daily';

/** Real art of the game's, photos and drawings of several sizes, as creators would pick from their disks. */
const PICTURE_DIRS = ['public/assets/islands', 'public/assets/news'];
/** The kinds the map form takes (the islands' AVIF copies are not among them). */
const UPLOADABLE = /\.(jpe?g|png|webp)$/;
const CREATORS = 6;
/** Players on the daily's boards each day: more than the 100 rows a board lists. */
const DAILY_PLAYERS = 300;
const DAILY_DAYS = 7;

/**
 * Publishes `maps` maps with pictures on the server at `url` and ranks the daily's players. The e2e helpers read the
 * server's outbox and database in E2E_PORT's data folder (tests/e2e/helpers/server.ts): `port` is the server's, and
 * its DATA_DIR that folder.
 */
export async function seedLighthousePages(url: string, port: number, maps: number): Promise<void> {
  process.env.E2E_PORT = String(port);
  const { apiLogin, createVerifiedUser, newUser } = await import('../../tests/e2e/helpers/accounts');
  const { publishMapThroughApi } = await import('../../tests/e2e/helpers/maps');
  const { e2eDataDir } = await import('../../tests/e2e/helpers/server');
  const pictures = PICTURE_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => UPLOADABLE.test(file))
      .map((file) => join(dir, file)),
  );
  const context = await request.newContext({ baseURL: url });
  try {
    const creators = Array.from({ length: CREATORS }, (_, i) => newUser(`creator${i}`));
    const tokens = [];
    for (const creator of creators) {
      await createVerifiedUser(context, creator);
      tokens.push(await apiLogin(context, creator));
    }
    for (let i = 0; i < maps; i++) {
      await publishMapThroughApi(context, tokens[i % CREATORS], {
        title: `Island ${i + 1} of ${creators[i % CREATORS].username.split('_')[0]}`,
        description: 'A bench island with a picture of its own.',
        withPicture: pictures[i % pictures.length],
      });
    }
  } finally {
    await context.dispose();
  }
  // The daily's runs are written to the server's database beside it (SQLite allows that): its boards keep a read
  // for a second only, and nothing has read them yet.
  const db = connect({ dataDir: e2eDataDir }).kysely;
  try {
    const reader = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await seedDailyRuns(db, { players: DAILY_PLAYERS, days: DAILY_DAYS, mapId: 1, alsoUserId: reader.id });
  } finally {
    await db.destroy();
  }
}
