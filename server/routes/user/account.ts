import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses, messageResponse } from '@src/contract/common';
import { changePasswordRequest, changePasswordResponse, deleteAccountRequest } from '@src/contract/user';
import { badRequest } from '../../errors';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { deleteUser, replacePassword } from '../../repositories/users';
import { confirmPassword } from '../../services/accounts/password-confirmation';
import { hashPassword } from '../../services/accounts/passwords';
import type { UserRoutesOptions } from './index';
import { signedInUser } from '../../services/accounts/lookup';

/** Changing the password and deleting the account, both confirmed by the current password. */
export const accountRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { config }) => {
  const db = app.db.kysely;

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
      const user = await signedInUser(db, signedInUserId(request));
      await confirmPassword(app.attempts, config.loginRateLimit, user, request.body.currentPassword, 'currentPassword');
      const updated = await replacePassword(db, user.id, await hashPassword(request.body.newPassword));
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
      const user = await signedInUser(db, signedInUserId(request));
      if (user.password_hash) {
        await confirmPassword(app.attempts, config.loginRateLimit, user, request.body.password, 'password');
      } else if (request.body.confirmUsername?.trim() !== user.username) {
        // Google-only accounts have no password: typing the username is the confirmation.
        throw badRequest('CONFIRMATION_MISMATCH', 'confirmUsername');
      }
      const { mapImages, itemImages } = await deleteUser(db, user.id);
      // Files go after the rows are gone: a failed delete leaves the account whole, never pointing at missing files.
      await Promise.all([
        ...mapImages.map((file) => app.uploads.remove('map', file)),
        ...itemImages.map((file) => app.uploads.remove('item', file)),
      ]);
      return { message: messageForRequest('ACCOUNT_DELETED', request) };
    },
  );
};
