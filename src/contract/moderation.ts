import { z } from 'zod';
import {
  DECISION_ACTIONS,
  DECISION_REASONS,
  DECISION_TEXT_MAX,
  PICTURE_TARGETS,
  REPORT_REASONS,
  REPORT_TARGETS,
  REPORT_TEXT_MAX,
} from '../core/moderation';
import { errorResponse, errorResponses } from './common';
import { entityId, pathId } from './maps';
import { text } from './text';

/** Reports and moderation (docs/moderation.md): requests and answers of /reports and /moderation/*. */
const id = entityId;
const targetKind = z.enum(REPORT_TARGETS);
const statement = (max: number) => text({ multiline: true }).trim().min(1).max(max);

/** POST /reports: what is reported (a map id, a user id for the profile fields, an item id), why, and a text. */
export const reportBody = z.strictObject({
  targetKind,
  targetId: id,
  reason: z.enum(REPORT_REASONS),
  text: statement(REPORT_TEXT_MAX),
});
export type ReportBody = z.infer<typeof reportBody>;
export const reportResponse = z.object({ message: z.string(), reportId: z.number().int() });

export const decision = z.object({
  id: z.number().int(),
  targetKind,
  targetId: z.number().int(),
  action: z.enum(DECISION_ACTIONS),
  reason: z.enum(DECISION_REASONS),
  text: z.string(),
  reports: z.number().int(),
  /** The decision this one answers when it decides an appeal. */
  appealOf: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Decision = z.infer<typeof decision>;

/** What was reported, as the moderator sees it (hidden or not). */
export const reportedContent = z.object({
  title: z.string(),
  description: z.string(),
  /** The picture's address, when the content has one. */
  picture: z.string().nullable(),
  hidden: z.boolean(),
});

export const queueEntry = z.object({
  targetKind,
  targetId: z.number().int(),
  reports: z.number().int(),
  firstReportedAt: z.string(),
  /** The reasons its open reports give, the most given first. */
  reasons: z.array(z.enum(REPORT_REASONS)),
  /** The texts of its oldest open reports, a few of `reports`. */
  texts: z.array(z.string()),
  content: reportedContent.nullable(),
  owner: z.string().nullable(),
  /** The owner's earlier decisions, newest first. */
  history: z.array(decision),
});
export const pendingAppeal = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  owner: z.string().nullable(),
  decision,
  content: reportedContent.nullable(),
  /** Whether the signed-in moderator made the decision appealed: then another one must decide. */
  ownDecision: z.boolean(),
});
/** GET /moderation/queue: open reports by target (most reported, then oldest first) and the appeals to decide. */
export const moderationQueue = z.object({ entries: z.array(queueEntry), appeals: z.array(pendingAppeal) });
export type ModerationQueue = z.infer<typeof moderationQueue>;
export type QueueEntry = z.infer<typeof queueEntry>;
export type PendingAppeal = z.infer<typeof pendingAppeal>;

/** POST /moderation/decisions: a decision about a target, which closes its open reports. */
export const decisionBody = z.strictObject({
  targetKind,
  targetId: id,
  action: z.enum(DECISION_ACTIONS),
  reason: z.enum(DECISION_REASONS),
  text: statement(DECISION_TEXT_MAX),
});
export type DecisionBody = z.infer<typeof decisionBody>;
export const decisionResponse = z.object({ message: z.string(), decision });

/** POST /moderation/appeals/{appealId}/decision: the outcome of an appeal. */
export const appealDecisionBody = decisionBody.omit({ targetKind: true, targetId: true });
export const appealIdParams = z.strictObject({ appealId: pathId });

/** POST /moderation/appeals: the owner's one appeal of a decision about their content. */
export const appealBody = z.strictObject({ decisionId: id, text: statement(REPORT_TEXT_MAX) });
export type AppealBody = z.infer<typeof appealBody>;
export const appealResponse = z.object({ message: z.string(), appealId: z.number().int() });

/** A notice: the statement of reasons an owner gets, or the word a reporter gets of the decision. */
export const notice = z.object({
  id: z.number().int(),
  role: z.enum(['owner', 'reporter']),
  decision,
  /** What the decision was about, by its title or name. */
  subject: z.string(),
  /** Whether the owner may still appeal (owners only, once per decision). */
  canAppeal: z.boolean(),
  appealed: z.boolean(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof notice>;
export const noticesResponse = z.object({ notices: z.array(notice) });

/** How many notices a player is shown (the newest), and so how many one call may mark read. */
export const NOTICES_SHOWN = 50;

/** POST /moderation/notices/read: the notices the player was shown, marked read (others' ids change nothing). */
export const readNoticesBody = z.strictObject({ ids: z.array(id).min(1).max(NOTICES_SHOWN) });
/** How many of the player's notices are still unread. */
export const unreadNoticesResponse = z.object({ unread: z.number().int() });

/** GET /moderation/pictures/{targetKind}/{targetId}: a reported picture, hidden or not, for moderators. */
export const moderatorPictureParams = z.strictObject({ targetKind: z.enum(PICTURE_TARGETS), targetId: pathId });
const moderatorPicture = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({
    description: 'The picture as stored (WebP), hidden or not; never kept in a cache',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  });
/** Its answers: the picture, or why not (the other failures are the usual ones). */
export const moderatorPictureResponses = {
  200: moderatorPicture,
  401: errorResponse.describe('No token, or an invalid one'),
  403: errorResponse.describe('MODERATOR_ONLY: the account is not a moderator'),
  404: errorResponse.describe('PICTURE_NOT_FOUND: no such map or item, or it has no uploaded picture'),
  ...errorResponses,
} as const;
