import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * Fields the pretty output leaves out because the line's message already says them in words (the request line, the
 * outbox notice), or because they mean nothing to a person watching a terminal (pid, hostname, request id).
 */
const SAID_IN_THE_MESSAGE = 'pid,hostname,reqId,req,res,responseTime,mail';

/** Anything that takes the log's JSON lines one by one. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The server's logger: JSON lines (one object a line, for log collectors) in production and tests, readable lines
 * through pino-pretty in development when it is installed (it is a devDependency). `stream` sends the JSON lines
 * somewhere else (tests read them).
 */
export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  if (stream) return { level: config.logLevel, stream };
  const pretty = config.env === 'development' && isInstalled('pino-pretty');
  return {
    level: config.logLevel,
    transport: pretty
      ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: SAID_IN_THE_MESSAGE } }
      : undefined,
  };
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
