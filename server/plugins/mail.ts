import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../services/mail/mailer';
import { outboxDirIn } from '../services/mail/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The mailer: SMTP with SMTP_URL, otherwise .eml files in DATA_DIR/outbox/ with their links in the log (and the
 * development mail viewer's address, where it is served).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl?: string; mailFrom: string; dataDir: string; viewerUrl?: string }) => {
    const mailer = createMailer({
      smtpUrl: opts.smtpUrl,
      from: opts.mailFrom,
      outboxDir: outboxDirIn(opts.dataDir),
      log: app.log,
      viewerUrl: opts.viewerUrl,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
);
