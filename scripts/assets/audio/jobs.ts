import type { AssetJob } from '../lib/jobs';
export const audioJobs = (): AssetJob[] => [];
