/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from './helpers';

/**
 * Issue 29, reports and moderation (docs/moderation.md). `users.moderator` is set only by the operator's command
 * (scripts/ops/moderator.ts), `users.lang` is the language a player last signed in with (their notices' mails).
 * A hidden map keeps `maps.hidden = 1` and is unpublished, so every read that serves only published maps to others
 * already leaves it out; a hidden item picture keeps `objects.picture_hidden = 1`.
 * Reports: one open report per reporter and target (a partial unique index). Decisions are the audit log: rows are
 * only ever added. One appeal per decision (unique), decided by a later decision of another moderator.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const flag = (name: string) => (col: any) =>
    col
      .notNull()
      .defaultTo(0)
      .check(sql`${sql.ref(name)} in (0, 1)`);
  await db.schema.alterTable('users').addColumn('moderator', 'integer', flag('moderator')).execute();
  await db.schema.alterTable('users').addColumn('lang', 'text').execute();
  await db.schema.alterTable('maps').addColumn('hidden', 'integer', flag('hidden')).execute();
  await db.schema.alterTable('objects').addColumn('picture_hidden', 'integer', flag('picture_hidden')).execute();
  // /uploads asks of every picture whether it is hidden: these partial indexes hold only the hidden ones.
  await db.schema
    .createIndex('maps_hidden_image')
    .on('maps')
    .column('image')
    .where(sql.ref('hidden'), '=', 1)
    .execute();
  await db.schema
    .createIndex('objects_hidden_image')
    .on('objects')
    .column('image')
    .where(sql.ref('picture_hidden'), '=', 1)
    .execute();

  await withId(db.schema.createTable('moderation_decisions'), dialect)
    .addColumn('target_kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    // What the content was called when decided (a title, a name): the log and the notices read it as it was.
    .addColumn('subject', 'text', (col) => col.notNull())
    // The audit log outlives accounts: the owner's and moderator's ids become null when they are deleted.
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('moderator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('dismiss', 'hide', 'restore')`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('reports', 'integer', (col) => col.notNull().defaultTo(0))
    // Set when the decision answers an appeal: the decision appealed.
    .addColumn('appeal_of', 'integer', (col) => col.references('moderation_decisions.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('decisions_by_target')
    .on('moderation_decisions')
    .columns(['target_kind', 'target_id', 'id'])
    .execute();
  await db.schema.createIndex('decisions_by_owner').on('moderation_decisions').columns(['owner_id', 'id']).execute();

  await withId(db.schema.createTable('reports'), dialect)
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('decision_id', 'integer', (col) => col.references('moderation_decisions.id').onDelete('set null'))
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('reports_one_open')
    .on('reports')
    .columns(['reporter_id', 'target_kind', 'target_id'])
    .unique()
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('reports_open_by_target')
    .on('reports')
    .columns(['target_kind', 'target_id'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();

  await withId(db.schema.createTable('moderation_appeals'), dialect)
    .addColumn('decision_id', 'integer', (col) =>
      col.notNull().unique().references('moderation_decisions.id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('outcome_id', 'integer', (col) => col.references('moderation_decisions.id').onDelete('set null'))
    .execute();

  // In-game notices: the owner's statement of reasons, and the reporters' word of the decision.
  await withId(db.schema.createTable('moderation_notices'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('decision_id', 'integer', (col) =>
      col.notNull().references('moderation_decisions.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('owner', 'reporter')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .addUniqueConstraint('notices_once', ['user_id', 'decision_id'])
    .execute();
}
