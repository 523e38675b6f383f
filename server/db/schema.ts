import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types shared by both dialects. Booleans are stored as 0/1 integers and timestamps as ISO-8601 text,
 * so every query reads the same on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: uniqueness is case-insensitive. */
  username_key: string;
  /** Always stored lower-cased. */
  email: string;
  password_hash: string | null;
  google_id: string | null;
  email_verified: Generated<number>;
  vpoints: Generated<number>;
  lvl: Generated<number>;
  exp: Generated<number>;
  profile_image: string;
  banner: string;
  newplayer: Generated<number>;
  /** Bumped by a password change: tokens that carry an older version stop working. */
  token_version: Generated<number>;
  created_at: string;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token: a leaked database does not leak working links. */
  token_hash: string;
  purpose: 'verify';
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  email_tokens: EmailTokensTable;
  follows: FollowsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
