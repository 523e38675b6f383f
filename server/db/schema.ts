import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ConsequencesTable,
  EventsTable,
  LikesTable,
  MapCreditsTable,
  MapVersionsTable,
  MapVersionTalliesTable,
  MapsTable,
  MapTagsTable,
  ObjectsTable,
} from './schema-creators';
import type {
  CheckoutSessionsTable,
  CustomSkinPurchasesTable,
  GachaRollsTable,
  PaymentReversalsTable,
  SpendingLimitsTable,
  GachaSparkPointsTable,
  GachaSparksTable,
  QuestClaimsTable,
  VpointLedgerTable,
} from './schema-economy';
import type {
  ModerationAppealsTable,
  ModerationDecisionsTable,
  ModerationNoticesTable,
  ReportTargetsTable,
  ReportsTable,
} from './schema-moderation';

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
  /** VPoints a refund or dispute could not take back (migration 0010): while above zero, nothing can be spent. */
  vpoints_debt: Generated<number>;
  lvl: Generated<number>;
  exp: Generated<number>;
  profile_image: string;
  banner: string;
  newplayer: Generated<number>;
  /** Bumped by a password change: tokens that carry an older version stop working. */
  token_version: Generated<number>;
  created_at: string;
  /** Stated once, before the first gacha roll or VPoints purchase (migration 0018); null until then. */
  birth_year: number | null;
  /** Set and cleared only by the operator's command (scripts/ops/moderator.ts, migration 0022). */
  moderator: Generated<number>;
  /** The language the player last signed in with ('es' or 'en'): their moderation notices' mails use it. */
  lang: string | null;
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

/** The character catalogue: built-in rows are upserted from src/core/catalogue/characters.ts at every start. */
export interface CharactersTable {
  characterid: number;
  name: string;
  name_en: string | null;
  /** Asset folder of the portraits: /assets/{skin}/... */
  skin: string;
  rarity: string;
  health: number;
  hunger: number;
  thirst: number;
  sanity: number;
  /** Passive id of src/core/catalogue/passives.ts, or null for a character without one. */
  pasiva: string | null;
  price: number;
  description: string;
  description_en: string | null;
}

/** Characters a user owns, with their card level. */
export interface UserCharactersTable {
  user_id: number;
  characterid: number;
  lvl: Generated<number>;
  num_cards: Generated<number>;
}

/** One run of a map: created by POST /play/play, finished (and rewarded at most once) by POST /play/endGame. */
export interface RunsTable {
  id: Generated<number>;
  game_hash: string;
  /** Null for a visitor's run. */
  user_id: number | null;
  mapid: number;
  /** Seed of the run's generator (src/core/rng.ts): the client draws with it, the server replays with it. */
  seed: string;
  characterid: number;
  /** The character's level when the run started: the replay uses it, whatever level-ups happen meanwhile. */
  character_level: number;
  created_at: string;
  finished_at: string | null;
  result: 'won' | 'dead' | null;
  experience_gained: Generated<number>;
  /** 0 until the end of the run has been settled; the conditional update to 1 makes it happen once. */
  reward_claimed: Generated<number>;
  /** 1 while the run's play waits to be added to its map's `num_players` (repositories/runs.ts, addPendingPlays). */
  play_pending: Generated<number>;
  /**
   * Who the run's play counts for (`player:{id}` or `address:{keyed hash}`, repositories/play-days.ts); null when it
   * counts nothing (a creator's own run).
   */
  play_key: string | null;
  /** The replayed actions of a settled run (JSON of the runAction list of src/contract/play.ts): replays read them. */
  actions: string | null;
  /** The map version the run plays (migration 0025); null for the draft: the owner's own runs and built-in islands. */
  map_version_id: Generated<number | null>;
  /**
   * 1 while the settled run of a version waits to be added to its version's stored tally (migration 0026,
   * services/maps/analytics-fold.ts); set by the statement that settles it.
   */
  tally_pending: Generated<number>;
  /** How many steps the run has stored (run_steps), kept by a trigger on their insert (migration 0030). */
  steps: Generated<number>;
}

/**
 * A player's ranked daily run of a UTC day (docs/daily.md): one per day and player (the primary key); `score` and
 * `settled_at` are set when the server's replay settles the run.
 */
export interface DailyRunsTable {
  day: string;
  user_id: number;
  run_id: number;
  score: number | null;
  settled_at: string | null;
}

/** One action of a run, stored as it is made (issue 27, resume anywhere); the run's state is their replay. */
export interface RunStepsTable {
  run_id: number;
  /** 0 for the first action; the primary key (run_id, step_index) takes one action per index. */
  step_index: number;
  /** The action as JSON, in the wire's shape (src/contract/play.ts, runAction). */
  action: string;
  created_at: string;
}

/** One counted play: a map, a UTC day (YYYY-MM-DD) and a player or address, once (the primary key). */
export interface MapPlayDaysTable {
  mapid: number;
  day: string;
  play_key: string;
  /** The signed-in player whose run it was; null for a visitor's run or a `POST /maps/{id}/play`. */
  player_id: number | null;
}

/** Counters of what a user did (runs_played, map_1_won, ...), read by the quests. */
export interface PlayerStatsTable {
  user_id: number;
  stat_key: string;
  value: number;
}

/** Uploaded pictures, on PostgreSQL only (SQLite keeps them as files in DATA_DIR/uploads). */
export interface UploadBlobsTable {
  kind: 'map' | 'item';
  /** The stored name, as in maps.image and objects.image: 32 hex characters and .webp. */
  name: string;
  /** The re-encoded WebP, exactly as served. */
  content: Buffer;
  created_at: string;
}

/** PostgreSQL only (migration 0023): the cards' thumbnails of a map picture of `upload_blobs`, removed with it. */
export interface UploadThumbnailsTable {
  /** As served at /uploads/thumbs/{name} (src/contract/map-thumbnails.ts). */
  name: string;
  kind: Generated<'map'>;
  /** The stored picture it was made from. */
  source: string;
  content: Buffer;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  email_tokens: EmailTokensTable;
  follows: FollowsTable;
  characters: CharactersTable;
  user_characters: UserCharactersTable;
  runs: RunsTable;
  daily_runs: DailyRunsTable;
  run_steps: RunStepsTable;
  map_play_days: MapPlayDaysTable;
  player_stats: PlayerStatsTable;
  maps: MapsTable;
  map_tags: MapTagsTable;
  map_credits: MapCreditsTable;
  map_versions: MapVersionsTable;
  map_version_tallies: MapVersionTalliesTable;
  events: EventsTable;
  consequences: ConsequencesTable;
  objects: ObjectsTable;
  likes: LikesTable;
  vpoint_ledger: VpointLedgerTable;
  quest_claims: QuestClaimsTable;
  gacha_rolls: GachaRollsTable;
  gacha_sparks: GachaSparksTable;
  gacha_spark_points: GachaSparkPointsTable;
  checkout_sessions: CheckoutSessionsTable;
  custom_skin_purchases: CustomSkinPurchasesTable;
  payment_reversals: PaymentReversalsTable;
  spending_limits: SpendingLimitsTable;
  upload_blobs: UploadBlobsTable;
  upload_thumbnails: UploadThumbnailsTable;
  reports: ReportsTable;
  report_targets: ReportTargetsTable;
  moderation_decisions: ModerationDecisionsTable;
  moderation_appeals: ModerationAppealsTable;
  moderation_notices: ModerationNoticesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
