import type { RunActionBody } from '@src/contract/play';
import type { ResumeResponse, StepRequest, StepResponse, UnfinishedRunsResponse } from '@src/contract/resume';
import { isHttpError } from './http-error';
import { http } from './http';

/** Resume anywhere (issue 27): each action sent as it is made, the player's unfinished runs, one run to continue. */

/** The device is behind the stored steps (or ahead of them): they come back so it can catch up. */
export interface StepsBehind {
  readonly code: 'RUN_STEP_STALE' | 'RUN_STEP_AHEAD';
  readonly steps: RunActionBody[];
}

function stepsBehind(error: unknown): StepsBehind | null {
  if (!isHttpError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as { code?: unknown; steps?: unknown } | undefined;
  if ((body?.code === 'RUN_STEP_STALE' || body?.code === 'RUN_STEP_AHEAD') && Array.isArray(body.steps)) {
    return { code: body.code, steps: body.steps as RunActionBody[] };
  }
  return null;
}

/** POST /play/step: the stored count, or the stored steps when another device got there first; throws otherwise. */
export async function sendStep(body: StepRequest): Promise<StepResponse | StepsBehind> {
  try {
    return (await http.post<StepResponse>('/play/step', body)).data;
  } catch (error) {
    const behind = stepsBehind(error);
    if (behind) return behind;
    throw error;
  }
}

export async function listUnfinishedRuns(): Promise<UnfinishedRunsResponse> {
  return (await http.get<UnfinishedRunsResponse>('/play/runs')).data;
}

export async function resumeRun(gameHash: string): Promise<ResumeResponse> {
  return (await http.get<ResumeResponse>(`/play/runs/${encodeURIComponent(gameHash)}`)).data;
}
