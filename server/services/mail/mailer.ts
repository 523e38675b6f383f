import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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
}

/** Sends through SMTP when configured, otherwise writes each mail as an .eml file and logs its links (ARCHITECTURE §1). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

function outboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, outboxFileName(mail.to));
      await writeFile(file, message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, links: linksIn(mail.text), file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

/** Sortable by time, readable by recipient, and unique even for two mails in the same millisecond. */
function outboxFileName(recipient: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const who = recipient.replace(/[^A-Za-z0-9@._-]/g, '_');
  return `${stamp}-${who}-${randomBytes(3).toString('hex')}.eml`;
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
