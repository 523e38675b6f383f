import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { createMailer, type Mailer } from '../services/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The mailer: SMTP with SMTP_URL, otherwise .eml files in DATA_DIR/outbox/ with their links in the log. */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl?: string; mailFrom: string; dataDir: string }) => {
    const mailer = createMailer({
      smtpUrl: opts.smtpUrl,
      from: opts.mailFrom,
      outboxDir: join(opts.dataDir, 'outbox'),
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
);
