/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './dialect';
import * as accounts from './migrations/0001-accounts';
import * as characters from './migrations/0002-characters';
import * as maps from './migrations/0003-maps';
import * as runs from './migrations/0004-runs';
import * as browseCount from './migrations/0005-browse-count';
import * as vpointLedger from './migrations/0006-vpoint-ledger';
import * as questClaims from './migrations/0007-quest-claims';
import * as gachaRolls from './migrations/0008-gacha-rolls';
import * as checkoutSessions from './migrations/0009-checkout-sessions';
import * as refundsLimitsExpress from './migrations/0010-refunds-limits-express';
import * as customSkins from './migrations/0011-custom-skins';
import * as uploadBlobs from './migrations/0012-upload-blobs';
import * as browsePages from './migrations/0013-browse-pages';
import * as ownerMapsIndex from './migrations/0014-owner-maps-index';
import * as pendingPlays from './migrations/0015-pending-plays';
import * as fairCounts from './migrations/0016-fair-counts';
import * as dailyRuns from './migrations/0017-daily-runs';
import * as birthYear from './migrations/0018-birth-year';
import * as mapTags from './migrations/0019-map-tags';
import * as runSteps from './migrations/0020-run-steps';
import * as mapRemix from './migrations/0021-map-remix';
import * as moderation from './migrations/0022-moderation';
import * as uploadThumbnails from './migrations/0023-upload-thumbnails';
import * as mapVersions from './migrations/0025-map-versions';
import * as analyticsTallies from './migrations/0026-analytics-tallies';
import * as reportTargets from './migrations/0027-report-targets';
import * as openReportIndexes from './migrations/0028-open-report-indexes';
import * as goneContentReports from './migrations/0029-gone-content-reports';
import * as runStepCounts from './migrations/0030-run-step-counts';

export type DialectMigration = { up(db: Kysely<any>, dialect: DialectName): Promise<void> };

/** Append-only: add new migrations at the end, never edit one that has shipped. */
export const MIGRATIONS: Readonly<Record<string, DialectMigration>> = {
  '0001_accounts': accounts,
  '0002_characters': characters,
  '0003_maps': maps,
  '0004_runs': runs,
  '0005_browse_count': browseCount,
  '0006_vpoint_ledger': vpointLedger,
  '0007_quest_claims': questClaims,
  '0008_gacha_rolls': gachaRolls,
  '0009_checkout_sessions': checkoutSessions,
  '0010_refunds_limits_express': refundsLimitsExpress,
  '0011_custom_skins': customSkins,
  '0012_upload_blobs': uploadBlobs,
  '0013_browse_pages': browsePages,
  '0014_owner_maps_index': ownerMapsIndex,
  '0015_pending_plays': pendingPlays,
  '0016_fair_counts': fairCounts,
  '0017_daily_runs': dailyRuns,
  '0018_birth_year': birthYear,
  '0019_map_tags': mapTags,
  '0020_run_steps': runSteps,
  '0021_map_remix': mapRemix,
  '0022_moderation': moderation,
  '0023_upload_thumbnails': uploadThumbnails,
  '0025_map_versions': mapVersions,
  '0026_analytics_tallies': analyticsTallies,
  '0027_report_targets': reportTargets,
  '0028_open_report_indexes': openReportIndexes,
  '0029_gone_content_reports': goneContentReports,
  '0030_run_step_counts': runStepCounts,
};

class StaticProvider implements MigrationProvider {
  constructor(
    private readonly dialect: DialectName,
    private readonly migrations: Readonly<Record<string, DialectMigration>>,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(this.migrations).map(([name, m]) => [name, { up: (db: Kysely<any>) => m.up(db, this.dialect) }]),
    );
  }
}

/** Brings the schema up to date (`migrations`: tests append their own); throws with the failing migration's name. */
export async function migrateToLatest(
  db: Kysely<any>,
  dialect: DialectName,
  migrations: Readonly<Record<string, DialectMigration>> = MIGRATIONS,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect, migrations) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${(error as Error).message}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
