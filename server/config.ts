import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Environment variables of docs/architecture.md, "Runtime contracts", parsed once. Anything malformed stops the server with a message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite database)')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m')
    .default('7d'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vacation Survival <no-reply@vacation-survival.local>'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  GOOGLE_CLIENT_ID: z.string().min(10).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  CHANGE_BUS: z.enum(['postgres', 'redis']).default('postgres'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  jwtTtl: string;
  smtpUrl?: string;
  mailFrom: string;
  stripe?: { secretKey: string; webhookSecret: string };
  googleClientId?: string;
  redisUrl?: string;
  /** How instances on one PostgreSQL tell each other of changes (lib/change-bus.ts): LISTEN/NOTIFY, or Redis pub/sub. */
  changeBus: Env['CHANGE_BUS'];
  logLevel: Env['LOG_LEVEL'];
  /** Failed logins allowed per account in 15 minutes. */
  loginRateLimit: number;
  /** Requests one IP may make to each /auth/* call in 15 minutes. */
  authRateLimit: number;
  /** Believe X-Forwarded-For (only behind a proxy we control; otherwise clients could fake their IP). */
  trustProxy: boolean;
  /** Directory holding the built client (index.html and assets). */
  clientDir: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; blank values count as unset. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  the sandbox payment provider refuses to run with NODE_ENV=production: set the Stripe keys',
    );
  }
  if (env.CHANGE_BUS === 'redis' && !env.REDIS_URL) {
    throw new ConfigError('Invalid configuration:\n  CHANGE_BUS=redis needs REDIS_URL');
  }
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    jwtTtl: env.JWT_TTL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET! }
      : undefined,
    googleClientId: env.GOOGLE_CLIENT_ID,
    redisUrl: env.REDIS_URL,
    changeBus: env.CHANGE_BUS,
    logLevel: env.LOG_LEVEL,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    authRateLimit: env.AUTH_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    clientDir: resolve('dist'),
    ...overrides,
  };
}

/** A JWT secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
