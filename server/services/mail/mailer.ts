import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { onFirstUse } from '../../lib/on-first-use';
import { linksIn } from './html';

/** One mail, already written in the reader's language. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it every mail goes to the outbox directory. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** The development mail viewer's address, named in the outbox notice when it is served. */
  viewerUrl?: string;
}

/** Sends through SMTP when configured, otherwise writes each mail as an .eml file and logs its links (docs/architecture.md, "Runtime contracts"). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
}

/** nodemailer is loaded with the first mail, not on every start. */
const lazyTransport = (create: (nodemailer: typeof Nodemailer) => Transporter) =>
  onFirstUse(() => import('nodemailer').then(({ default: nodemailer }) => create(nodemailer)));

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    async send(mail) {
      await (await transport()).sendMail({ from, ...mail });
    },
    close: () => transport.ifMade((open) => open.close()),
  };
}

function outboxMailer({ from, outboxDir, log, viewerUrl }: MailerOptions): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(mail) {
      const { message } = await (await transport()).sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, outboxFileName(mail.to));
      await writeFile(file, message as Buffer);
      const links = linksIn(mail.text);
      log.info({ mail: { to: mail.to, subject: mail.subject, links, file } }, outboxNotice(mail, links, viewerUrl));
    },
    close: () => transport.ifMade((open) => open.close()),
  };
}

const RULE = '═'.repeat(72);

/**
 * The log's notice of a mail in the outbox, framed so it stands out among the request lines, with each link alone on
 * its line so a double or triple click copies it whole (the .eml file itself is quoted-printable: `=3D`, broken lines).
 */
function outboxNotice(mail: Mail, links: string[], viewerUrl: string | undefined): string {
  return [
    `Mail to ${mail.to} written to the outbox: ${mail.subject}`,
    RULE,
    ...links,
    RULE,
    ...(viewerUrl ? [`Read every mail at ${viewerUrl}`] : []),
  ].join('\n');
}

/** Sortable by time, readable by recipient, and unique even for two mails in the same millisecond. */
function outboxFileName(recipient: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const who = recipient.replace(/[^A-Za-z0-9@._-]/g, '_');
  return `${stamp}-${who}-${randomBytes(3).toString('hex')}.eml`;
}
