import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUserId } from '../../plugins/auth';
import { assertModerator } from '../../services/moderation/roles';

/**
 * The hook of the moderators' calls: a signed-in account (401 otherwise) with the role the operator granted (403
 * MODERATOR_ONLY otherwise). The role is read on every call, so a revoke takes effect at the next one.
 */
export const moderatorOnly = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await app.authenticate(request);
  await assertModerator(app.db.kysely, signedInUserId(request));
};
