/**
 * The banners and profile pictures a player may choose (GET /user/banners, /user/profile-pics). The files are made by
 * the art scripts under public/assets/banners and public/assets/profile-pics; PUT /user/profile_update accepts only
 * these names.
 */
const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}.webp`);

export const banners: readonly string[] = numbered('banner', 8);
export const profilePictures: readonly string[] = numbered('pic', 8);

export const defaultBanner = banners[0];
export const defaultProfilePicture = profilePictures[0];
