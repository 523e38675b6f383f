// `tsx scripts/ops/grant-vpoints.ts <username> <amount> <reference>`: an operator's grant (support, tests) paid through the
// wallet with reason 'grant', so it leaves its ledger row like any other movement and is granted once per reference.
// Reads DATABASE_URL or DATA_DIR as the server does.
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/connection';
import { credit } from '../../server/services/economy/wallet';

const [username, amountText, reference] = process.argv.slice(2);
const amount = Number(amountText);
if (!username || !reference || !Number.isSafeInteger(amount) || amount <= 0) {
  console.error('usage: tsx scripts/ops/grant-vpoints.ts <username> <amount> <reference>');
  process.exit(2);
}

const config = loadConfig();
const db = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const balance = await db.kysely.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst();
    if (!user) throw new Error(`no user named ${username}`);
    return credit(trx, { userId: user.id, amount, reason: 'grant', reference });
  });
  console.log(`${username} now has ${balance} VPoints.`);
} finally {
  await db.kysely.destroy();
}
