import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './account-limits';
import { anyOfRequired } from './common';
import { text } from './text';

/** User calls of spec section 7. */
export const userDataResponse = z.object({
  userName: z.string(),
  vpoints: z.number().int(),
  lvl: z.number().int(),
  exp: z.number().int(),
  profilePic: z.string(),
  banner: z.string(),
  newplayer: z.boolean(),
  /** Whether the operator made the player a moderator (docs/moderation.md): the menus then link to /moderation. */
  moderator: z.boolean(),
  /** How many of the player's moderation notices are unread, for the menus' link to /notices. */
  unreadNotices: z.number().int(),
});
export type UserData = z.infer<typeof userDataResponse>;

export const levelUpResponse = z.object({
  user: z.object({ lvl: z.number().int(), exp: z.number().int(), vacation_points: z.number().int() }),
  leveledUp: z.boolean(),
});
export type LevelUpResponse = z.infer<typeof levelUpResponse>;

export const bannersResponse = z.object({ banners: z.array(z.string()) });
export const profilePicsResponse = z.object({ profileImages: z.array(z.string()) });

export const profileMap = z.object({
  mapid: z.number().int(),
  name: z.string(),
  description: z.string(),
  mapImage: z.string().nullable(),
  likes: z.number().int(),
  num_players: z.number().int(),
  difficulty: z.number().int(),
});

export const profileResponse = z.object({
  userId: z.number().int(),
  userName: z.string(),
  followers: z.number().int(),
  following: z.number().int(),
  banner: z.string(),
  profileImage: z.string(),
  maps: z.array(profileMap),
  lvl: z.number().int(),
  exp: z.number().int(),
  vacationPoints: z.number().int(),
  isFollowing: z.boolean(),
});
export type Profile = z.infer<typeof profileResponse>;

export const followingStatusResponse = z.object({ isFollowing: z.boolean() });

export const followListEntry = z.object({
  username: z.string(),
  profileImage: z.string(),
  lvl: z.number().int(),
  isFollowing: z.boolean(),
});
/** `total` counts every follower (or followed user); `users` is the page asked for with `followListQuery`. */
export const followListResponse = z.object({ users: z.array(followListEntry), total: z.number().int() });
export type FollowListEntry = z.infer<typeof followListEntry>;

/** Pages of a follow list: at most 100 per call, newest first. */
export const FOLLOW_PAGE_MAX = 100;
export const followListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(FOLLOW_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type FollowListQuery = z.infer<typeof followListQuery>;

export const followListKind = z.strictObject({
  kind: z.enum(['followers', 'following']),
  username: text().min(1).max(64),
});

export const profileUpdateRequest = z
  .strictObject({ banner: text().max(128).optional(), profileImage: text().max(128).optional() })
  .refine((body) => body.banner !== undefined || body.profileImage !== undefined, {
    message: 'PROFILE_NOTHING_TO_UPDATE',
  })
  .meta(anyOfRequired('banner', 'profileImage'));
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;
export const profileUpdateResponse = z.object({ message: z.string(), banner: z.string(), profileImage: z.string() });

export const changePasswordRequest = z.strictObject({
  currentPassword: text({ required: 'PASSWORD_REQUIRED' })
    .min(1, 'PASSWORD_REQUIRED')
    .max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
  newPassword: text({ required: 'PASSWORD_REQUIRED' })
    .min(PASSWORD_MIN, 'PASSWORD_TOO_SHORT')
    .max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
/** A new token comes back because the change invalidates the old ones. */
export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });

export const deleteAccountRequest = z.strictObject({
  password: text().max(PASSWORD_MAX, 'PASSWORD_TOO_LONG').optional(),
  /** Google-only accounts have no password: they confirm by typing their username. */
  confirmUsername: text().max(64).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const newplayerUpdateRequest = z.strictObject({ newplayer: z.boolean() });
export const newplayerUpdateResponse = z.object({ message: z.string(), newplayer: z.boolean() });

/** What POST /user/follow/{username} did: `following` is the new state (the message says the same in words). */
export const followToggleResponse = z.object({ message: z.string(), following: z.boolean() });
