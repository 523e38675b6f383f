// `npm run check:ledger`: proves on a live database (DATABASE_URL or DATA_DIR, as the server reads them) that every
// player's VPoints equal the sum of their ledger. Exits 1 and names the accounts that do not.
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connection';
import { unbalancedWallets } from '../server/services/economy/ledger-audit';

const config = loadConfig();
const db = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const unbalanced = await unbalancedWallets(db.kysely);
  if (unbalanced.length === 0) {
    console.log('Every balance equals its ledger.');
  } else {
    for (const { userId, balance, ledgerSum } of unbalanced) {
      console.error(`user ${userId}: balance ${balance}, ledger ${ledgerSum}`);
    }
    process.exitCode = 1;
  }
} finally {
  await db.kysely.destroy();
}
