/**
 * Reports and moderation (issue 29, docs/moderation.md): the fixed lists both the browser and the server use. Each id
 * is also its text key (`moderation.reasons.<id>`, `moderation.targets.<id>`), so both languages name every entry.
 */

/** What a player can report: a map, a profile's name, picture or banner, an item's picture. */
export const REPORT_TARGETS = ['map', 'user_name', 'user_picture', 'user_banner', 'item_picture'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The targets with an uploaded picture a moderator may see while it is hidden: a map's and an item's. */
export const PICTURE_TARGETS = ['map', 'item_picture'] as const satisfies readonly ReportTarget[];
export type PictureTarget = (typeof PICTURE_TARGETS)[number];

/** Why a report is made; a moderator's decision to hide gives one of them too. */
export const REPORT_REASONS = [
  'illegal',
  'hate',
  'sexual',
  'violence',
  'spam',
  'copyright',
  'personal_data',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Why something stays or comes back. */
const KEEP_REASONS = ['no_violation', 'fixed_by_owner', 'appeal_upheld'] as const;
/** A decision's reasons: the report reasons (why something is hidden) and why something stays or comes back. */
export const DECISION_REASONS = [...REPORT_REASONS, ...KEEP_REASONS] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

export const DECISION_ACTIONS = ['dismiss', 'hide', 'restore'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

/** The reasons that fit an action, the likeliest first: a hide says which rule; a dismissal or restore why not. */
export const reasonsFor = (action: DecisionAction): readonly DecisionReason[] =>
  action === 'hide' ? REPORT_REASONS : KEEP_REASONS;

/** A report's or an appeal's text, in characters. */
export const REPORT_TEXT_MAX = 1000;
/** A decision's statement, in characters. */
export const DECISION_TEXT_MAX = 2000;

/** Reports one account may send per hour, and one address. */
export const REPORTS_PER_ACCOUNT_PER_HOUR = 10;
export const REPORTS_PER_ADDRESS_PER_15_MIN = 20;
