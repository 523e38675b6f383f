import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses, messageResponse } from '@src/contract/common';
import { changePasswordRequest, changePasswordResponse, deleteAccountRequest } from '@src/contract/user';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { changePassword, deleteAccount } from '../../services/accounts/account-changes';
import type { UserRoutesOptions } from './index';

/** Changing the password and deleting the account, both confirmed by the current password. */
export const accountRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { config }) => {
  const db = app.db.kysely;
  const confirmation = { attempts: app.attempts, maxFailures: config.loginRateLimit };

  app.put(
    '/user/change_password',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, ...errorResponses },
      },
    },
    async (request) => {
      const updated = await changePassword(db, confirmation, signedInUserId(request), request.body);
      // token_version moved on, so every older session (the one making this call too) now ends: hand over a new one.
      return { message: messageForRequest('PASSWORD_CHANGED', request), token: await app.sessionTokens.issue(updated) };
    },
  );

  app.delete(
    '/user/account',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        body: deleteAccountRequest,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteAccount(db, confirmation, app.uploads, signedInUserId(request), request.body);
      return { message: messageForRequest('ACCOUNT_DELETED', request) };
    },
  );
};
