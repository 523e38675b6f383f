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
} from '@src/contract/moderation';
import { http } from './http';

/** Reports, the moderators' queue, decisions, notices and appeals (docs/moderation.md). */
export type ReportResult = z.infer<typeof reportResponse>;
export type DecisionResult = z.infer<typeof decisionResponse>;
export type AppealResult = z.infer<typeof appealResponse>;
export type Notices = z.infer<typeof noticesResponse>;

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

export async function sendAppeal(body: AppealBody): Promise<AppealResult> {
  return (await http.post<AppealResult>('/moderation/appeals', body)).data;
}
