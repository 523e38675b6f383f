/** Where the server serves pictures (spec section 7, Images). Absolute URLs (e.g. a Google avatar) pass through. */
const under = (folder: string) => (name: string) =>
  /^(https?:)?\/\//.test(name) || name.startsWith('/') ? name : `${folder}/${name}`;

export const bannerUrl = under('/assets/banners');
export const profilePicUrl = under('/assets/profile-pics');
export const mapImageUrl = under('/uploads');
