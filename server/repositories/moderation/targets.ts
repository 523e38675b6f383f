import type { Kysely } from 'kysely';
import type { ReportTarget } from '@src/core/moderation';
import type { Database } from '../../db/schema';
import { mapsShowingItem } from '../items';
import { bumpContentVersions } from '../maps';

type Db = Kysely<Database>;

/** Reported content as the moderation queue shows it, and who owns it. */
export interface TargetFacts {
  ownerId: number | null;
  ownerName: string | null;
  title: string;
  description: string;
  picture: string | null;
  hidden: boolean;
  /** Whether others can see it now: only what others see can be reported. */
  public: boolean;
}

export interface TargetRef {
  readonly kind: ReportTarget;
  readonly id: number;
}

/** How `targetsFacts` names each target in its answer. */
export const targetKey = (kind: ReportTarget, id: number) => `${kind}:${id}`;

const idsOf = (targets: readonly TargetRef[], kinds: readonly ReportTarget[]) => [
  ...new Set(targets.filter(({ kind }) => kinds.includes(kind)).map(({ id }) => id)),
];

const USER_KINDS: readonly ReportTarget[] = ['user_name', 'user_picture', 'user_banner'];

/**
 * The facts of each target (by `targetKey`); one missing from the answer does not exist (or is built-in: nobody
 * reports the game's own). At most one statement per table, however many targets a queue page shows.
 */
export async function targetsFacts(db: Db, targets: readonly TargetRef[]): Promise<Map<string, TargetFacts>> {
  const facts = new Map<string, TargetFacts>();
  const mapIds = idsOf(targets, ['map']);
  const itemIds = idsOf(targets, ['item_picture']);
  const userIds = idsOf(targets, USER_KINDS);
  const [maps, items, users] = await Promise.all([
    mapIds.length === 0
      ? []
      : db
          .selectFrom('maps')
          .innerJoin('users', 'users.id', 'maps.owner_id')
          .select(['mapid', 'owner_id', 'username', 'name', 'description', 'image', 'published', 'hidden'])
          .where('mapid', 'in', mapIds)
          .execute(),
    itemIds.length === 0
      ? []
      : db
          .selectFrom('objects')
          .innerJoin('users', 'users.id', 'objects.owner_id')
          .select(['objectid', 'owner_id', 'username', 'name', 'description', 'image', 'picture_hidden'])
          .where('objectid', 'in', itemIds)
          .where('image', 'is not', null)
          .execute(),
    userIds.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'username', 'profile_image', 'banner'])
          .where('id', 'in', userIds)
          .execute(),
  ]);
  for (const map of maps) {
    facts.set(targetKey('map', map.mapid), {
      ownerId: map.owner_id,
      ownerName: map.username,
      title: map.name,
      description: map.description,
      picture: map.image ? `/uploads/${map.image}` : null,
      hidden: map.hidden === 1,
      public: map.published === 1,
    });
  }
  for (const item of items) {
    facts.set(targetKey('item_picture', item.objectid), {
      ownerId: item.owner_id,
      ownerName: item.username,
      title: item.name,
      description: item.description,
      picture: `/uploads/items/${item.image}`,
      hidden: item.picture_hidden === 1,
      public: item.picture_hidden === 0,
    });
  }
  const usersById = new Map(users.map((user) => [user.id, user]));
  for (const { kind, id } of targets) {
    const user = USER_KINDS.includes(kind) ? usersById.get(id) : undefined;
    if (!user) continue;
    const picture =
      kind === 'user_picture'
        ? `/assets/profile-pics/${user.profile_image}`
        : kind === 'user_banner'
          ? `/assets/banners/${user.banner}`
          : null;
    facts.set(targetKey(kind, id), {
      ownerId: user.id,
      ownerName: user.username,
      title: user.username,
      description: '',
      picture,
      hidden: false,
      public: true,
    });
  }
  return facts;
}

/** The facts of one target, or undefined when it does not exist (or is built-in). */
export async function targetFacts(db: Db, kind: ReportTarget, id: number): Promise<TargetFacts | undefined> {
  return (await targetsFacts(db, [{ kind, id }])).get(targetKey(kind, id));
}

/**
 * Hides (`hidden`) or shows again what a decision names. A map is unpublished while hidden, so every read that serves
 * only published maps to others leaves it out, and its content version moves so no cached view of it plays on; it is
 * published again when restored. Maps and item pictures change only from the other state (false: already so), so
 * of two moderators deciding at once one changes it. An item's picture is refused by /uploads and left out of the
 * item reads, and the maps showing it move their content version. A profile picture or banner goes back to
 * the default (a restore leaves the player to choose again). Answers false when nothing changed.
 */
export async function setTargetHidden(
  db: Db,
  kind: ReportTarget,
  id: number,
  hidden: boolean,
  defaults: { picture: string; banner: string },
): Promise<boolean> {
  const flag = hidden ? 1 : 0;
  let query;
  if (kind === 'map') {
    query = db
      .updateTable('maps')
      .set((eb) => ({ hidden: flag, published: 1 - flag, content_version: eb('content_version', '+', 1) }))
      .where('mapid', '=', id)
      .where('hidden', '=', 1 - flag);
  } else if (kind === 'item_picture') {
    const item = await db
      .updateTable('objects')
      .set({ picture_hidden: flag })
      .where('objectid', '=', id)
      .where('picture_hidden', '=', 1 - flag)
      .returning(['objectid', 'mapid'])
      .executeTakeFirst();
    // The play views of the maps showing the item name its picture: they must be read again without (or with) it.
    if (item) await bumpContentVersions(db, await mapsShowingItem(db, item));
    return item !== undefined;
  } else if (kind === 'user_picture' || kind === 'user_banner') {
    const reset = kind === 'user_picture' ? { profile_image: defaults.picture } : { banner: defaults.banner };
    if (!hidden)
      return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    query = db.updateTable('users').set(reset).where('id', '=', id);
  } else {
    // A name is not hidden by a decision (docs/moderation.md): the service refuses it before this.
    return false;
  }
  return Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
}

/**
 * Whether an uploaded picture (`kind`, stored name) belongs to hidden content: /uploads then answers 404. An item's
 * picture is hidden with the item's, and with its maps when a hidden map's option gives or needs the item and no
 * published map's does (an item shown by a visible map stays that map's to show).
 */
export async function isHiddenPicture(db: Db, kind: 'map' | 'item', name: string): Promise<boolean> {
  if (kind === 'map') {
    const map = await db
      .selectFrom('maps')
      .select('mapid')
      .where('image', '=', name)
      .where('hidden', '=', 1)
      .executeTakeFirst();
    return map !== undefined;
  }
  const item = await db
    .selectFrom('objects as o')
    .select('o.objectid')
    .where('o.image', '=', name)
    .where((eb) => {
      const mapsShowing = (flag: 'hidden' | 'published') =>
        eb
          .selectFrom('consequences as c')
          .innerJoin('events as e', 'e.eventid', 'c.eventid')
          .innerJoin('maps as m', 'm.mapid', 'e.mapid')
          .select('m.mapid')
          .where(`m.${flag}`, '=', 1)
          .where((option) =>
            option.or([
              option('c.idobject_reward', '=', option.ref('o.objectid')),
              option('c.idobject_requeriment', '=', option.ref('o.objectid')),
            ]),
          );
      return eb.or([
        eb('o.picture_hidden', '=', 1),
        eb.and([eb.exists(mapsShowing('hidden')), eb.not(eb.exists(mapsShowing('published')))]),
      ]);
    })
    .executeTakeFirst();
  return item !== undefined;
}

/** The stored name of a community map's or item's uploaded picture, hidden or not, or undefined when it has none. */
export async function storedPictureOf(db: Db, kind: 'map' | 'item_picture', id: number): Promise<string | undefined> {
  const row =
    kind === 'map'
      ? await db
          .selectFrom('maps')
          .select('image')
          .where('mapid', '=', id)
          .where('owner_id', 'is not', null)
          .executeTakeFirst()
      : await db
          .selectFrom('objects')
          .select('image')
          .where('objectid', '=', id)
          .where('owner_id', 'is not', null)
          .executeTakeFirst();
  return row?.image ?? undefined;
}
