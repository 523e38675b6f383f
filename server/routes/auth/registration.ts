import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registerRequest,
  registerResponse,
  resendVerificationRequest,
  verifyEmailRequest,
  verifyEmailResponse,
} from '@src/contract/auth';
import { apiHeaders, errorResponses, messageResponse } from '@src/contract/common';
import { AppError } from '../../errors';
import { languageOf, messageForRequest, type MessageCode } from '../../messages';
import { perIpLimit } from '../../plugins/rate-limit';
import {
  accountToVerify,
  consumeVerificationToken,
  sendVerificationMail,
  type VerificationOutcome,
} from '../../services/accounts/email-verification';
import { registerAccount } from '../../services/accounts/registration';
import type { AuthRoutesOptions } from './index';

/** Distinct answers, so the landing page can say "expired, ask for a new link" or "already used, just sign in". */
const refusals = {
  invalid: [400, 'VERIFY_TOKEN_INVALID'],
  expired: [410, 'VERIFY_TOKEN_EXPIRED'],
  used: [409, 'VERIFY_TOKEN_USED'],
} as const satisfies Record<Exclude<VerificationOutcome, 'verified'>, readonly [number, MessageCode]>;

export const registrationRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config }) => {
  const db = app.db.kysely;
  const limit = perIpLimit(config.authRateLimit);

  app.post(
    '/auth/register',
    {
      config: limit,
      schema: { headers: apiHeaders, body: registerRequest, response: { 201: registerResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const user = await registerAccount(db, request.body);
      // The account exists either way; if the mail fails the player can ask for a new link.
      await sendVerificationMail(
        db,
        app.mailer,
        config.publicUrl,
        user,
        languageOf(request.headers['accept-language']),
      ).catch((error: unknown) => request.log.error({ err: error }, 'verification mail could not be sent'));
      return reply.status(201).send({ message: messageForRequest('REGISTER_SUCCESS', request) });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: limit,
      schema: {
        headers: apiHeaders,
        body: verifyEmailRequest,
        response: { 200: verifyEmailResponse, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await consumeVerificationToken(db, request.body.token);
      if (outcome !== 'verified') {
        const [status, code] = refusals[outcome];
        throw new AppError(status, code, 'token');
      }
      return { message: messageForRequest('EMAIL_VERIFIED', request), status: outcome };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: limit,
      schema: {
        headers: apiHeaders,
        body: resendVerificationRequest,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await accountToVerify(db, app.attempts, request.body.email);
      if (user) {
        // Sent in the background: answering at once, whatever the address, keeps the timing from telling accounts apart.
        const lang = languageOf(request.headers['accept-language']);
        sendVerificationMail(db, app.mailer, config.publicUrl, user, lang).catch((error: unknown) =>
          request.log.error({ err: error }, 'verification mail could not be sent'),
        );
      }
      return { message: messageForRequest('VERIFICATION_RESENT', request) };
    },
  );
};
