// `npm run moderator -- grant NAME` / `npm run moderator -- revoke NAME`: the operator grants or revokes the moderator
// role (docs/moderation.md). There is no API for it on purpose: only someone with the server's database can. Reads
// DATABASE_URL or DATA_DIR as the server does.
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/connection';
import { setModerator } from '../../server/repositories/moderation/moderators';

const [command, username] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !username) {
  console.error('usage: npm run moderator -- grant NAME | revoke NAME');
  process.exit(2);
}

const config = loadConfig();
const db = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (!(await setModerator(db.kysely, username, command === 'grant'))) {
    console.error(`no user named ${username}`);
    process.exitCode = 1;
  } else {
    console.log(command === 'grant' ? `${username} is now a moderator.` : `${username} is no longer a moderator.`);
  }
} finally {
  await db.kysely.destroy();
}
