import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import { listOutbox, outboxDirIn, readOutboxMail } from '../../services/mail/outbox';
import { mailListPage, mailPage, VIEWER_CSP } from './pages';

const PATH = '/dev/mail';
/** A long session writes hundreds of mails; the list shows the newest ones. */
const LIST_LIMIT = 200;

/**
 * The development mail viewer's address, or undefined where it is not served: in production (it shows every player's
 * mail to anyone) and when SMTP_URL sends real mail (there is no outbox to read).
 */
export function mailViewerUrl(config: Pick<Config, 'env' | 'smtpUrl' | 'publicUrl'>): string | undefined {
  return config.env === 'production' || config.smtpUrl ? undefined : `${config.publicUrl}${PATH}`;
}

/**
 * Letter Opener for the outbox: `/dev/mail` lists the mails, newest first; `/dev/mail/{id}` shows one decoded, its
 * links clickable. Registered only where `mailViewerUrl` says so; elsewhere the paths do not exist.
 */
export const devMailRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  if (!mailViewerUrl(config)) return;
  const outbox = outboxDirIn(config.dataDir);

  app.get(PATH, { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listOutbox(outbox, LIST_LIMIT);
    return reply.type('text/html').header('content-security-policy', VIEWER_CSP).send(mailListPage(mails, PATH));
  });

  app.get<{ Params: { id: string } }>(`${PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const mail = await readOutboxMail(outbox, request.params.id);
    if (!mail) throw notFound();
    return reply.type('text/html').header('content-security-policy', VIEWER_CSP).send(mailPage(mail, PATH));
  });
};
