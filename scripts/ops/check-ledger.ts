// `npm run check:ledger`: proves on a live database (DATABASE_URL or DATA_DIR, as the server reads them) that every
// player's VPoints equal the sum of their ledger, and every debt what refunds and disputes left unpaid less what was
// repaid. Exits 1 and names the accounts that do not.
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/connection';
import { unbalancedWallets, unsettledDebts } from '../../server/services/economy/ledger-audit';

const config = loadConfig();
const db = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const unbalanced = await unbalancedWallets(db.kysely);
  const unsettled = await unsettledDebts(db.kysely);
  for (const { userId, balance, ledgerSum } of unbalanced) {
    console.error(`user ${userId}: balance ${balance}, ledger ${ledgerSum}`);
  }
  for (const { userId, debt, expected } of unsettled) {
    console.error(`user ${userId}: debt ${debt}, refunds and disputes leave ${expected}`);
  }
  if (unbalanced.length + unsettled.length === 0) console.log('Every balance equals its ledger, every debt its facts.');
  else process.exitCode = 1;
} finally {
  await db.kysely.destroy();
}
