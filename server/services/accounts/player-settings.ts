import type { Kysely } from 'kysely';
import { banners, profilePictures } from '../../content/cosmetics';
import type { Database, User } from '../../db/schema';
import { badRequest } from '../../errors';
import { setNewplayer, updateCosmetics } from '../../repositories/users';

type Db = Kysely<Database>;

/** Chooses a banner and a profile picture among those on offer (only those: the names become image URLs). */
export async function chooseCosmetics(
  db: Db,
  userId: number,
  choice: { banner?: string; profileImage?: string },
): Promise<User> {
  const { banner, profileImage } = choice;
  if (banner !== undefined && !banners.includes(banner)) throw badRequest('BANNER_NOT_OFFERED', 'banner');
  if (profileImage !== undefined && !profilePictures.includes(profileImage)) {
    throw badRequest('PROFILE_IMAGE_NOT_OFFERED', 'profileImage');
  }
  return updateCosmetics(db, userId, { banner, profile_image: profileImage });
}

/** Whether the first-time tour is still to be shown to the player. */
export function markNewplayer(db: Db, userId: number, newplayer: boolean): Promise<void> {
  return setNewplayer(db, userId, newplayer);
}
