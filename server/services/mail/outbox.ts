import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMail, type ParsedMail } from './mime';

/** Where the outbox transport writes every mail when SMTP_URL is unset (docs/architecture.md, "Runtime contracts"). */
export const outboxDirIn = (dataDir: string) => join(dataDir, 'outbox');

export interface OutboxMail extends ParsedMail {
  /** The file name without `.eml`: the mail's id in the viewer's URLs. */
  id: string;
}

/** What an id may look like: the names the outbox transport gives its files, nothing that leaves the folder. */
const ID = /^[A-Za-z0-9@._+-]+$/;

/** The newest `limit` mails of the outbox, newest first (file names start with the time they were written). */
export async function listOutbox(dir: string, limit: number): Promise<OutboxMail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const ids = files
    .filter((file) => file.endsWith('.eml'))
    .map((file) => file.slice(0, -'.eml'.length))
    .filter(isOutboxId)
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(ids.map(async (id) => ({ id, ...parseMail(await readFile(join(dir, `${id}.eml`))) })));
}

/** One mail by id, or undefined when there is no such file. */
export async function readOutboxMail(dir: string, id: string): Promise<OutboxMail | undefined> {
  if (!isOutboxId(id)) return undefined;
  const raw = await readFile(join(dir, `${id}.eml`)).catch(() => undefined);
  return raw && { id, ...parseMail(raw) };
}

export function isOutboxId(id: string): boolean {
  return ID.test(id) && !id.startsWith('.');
}
