import { MIGRATIONS } from '../../../server/db/migrate';

/**
 * The migrations that ran before `name` (by their numbered names): a migration's test builds the database a server
 * had just before it, so the migrations after it (which may need its columns) are left out too.
 */
export const migrationsBefore = (name: keyof typeof MIGRATIONS) =>
  Object.fromEntries(Object.entries(MIGRATIONS).filter(([other]) => other < name));
