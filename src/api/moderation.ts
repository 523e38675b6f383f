import type { z } from 'zod';
import type {
  AppealBody,
  appealResponse,
  DecisionBody,
  decisionResponse,
  ModerationQueue,
  noticesResponse,
  ReportBody,
  reportResponse,
  unreadNoticesResponse,
} from '@src/contract/moderation';
import type { PictureTarget } from '@src/core/moderation';
import { http } from './http';

/** Reports, the moderators' queue, decisions, notices and appeals (docs/moderation.md). */
export type ReportResult = z.infer<typeof reportResponse>;
export type DecisionResult = z.infer<typeof decisionResponse>;
export type AppealResult = z.infer<typeof appealResponse>;
export type Notices = z.infer<typeof noticesResponse>;
export type UnreadNotices = z.infer<typeof unreadNoticesResponse>;

export async function sendReport(body: ReportBody): Promise<ReportResult> {
  return (await http.post<ReportResult>('/reports', body)).data;
}

export async function getModerationQueue(): Promise<ModerationQueue> {
  return (await http.get<ModerationQueue>('/moderation/queue')).data;
}

export async function sendDecision(body: DecisionBody): Promise<DecisionResult> {
  return (await http.post<DecisionResult>('/moderation/decisions', body)).data;
}

export async function sendAppealDecision(
  appealId: number,
  body: Omit<DecisionBody, 'targetKind' | 'targetId'>,
): Promise<DecisionResult> {
  return (await http.post<DecisionResult>(`/moderation/appeals/${appealId}/decision`, body)).data;
}

export async function getNotices(): Promise<Notices> {
  return (await http.get<Notices>('/moderation/notices')).data;
}

/** Marks read the notices the player was shown; answers how many stay unread. */
export async function markNoticesRead(ids: number[]): Promise<UnreadNotices> {
  return (await http.post<UnreadNotices>('/moderation/notices/read', { ids })).data;
}

/**
 * A reported picture as a moderator sees it, hidden or not: /uploads refuses a hidden one to everyone (a picture
 * request carries no token), so it comes with the token, as bytes the screen shows through an object URL.
 */
export async function getModeratorPicture(targetKind: PictureTarget, targetId: number): Promise<Blob> {
  return (await http.get<Blob>(`/moderation/pictures/${targetKind}/${targetId}`, { responseType: 'blob' })).data;
}

export async function sendAppeal(body: AppealBody): Promise<AppealResult> {
  return (await http.post<AppealResult>('/moderation/appeals', body)).data;
}
