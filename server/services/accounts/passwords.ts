import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { onFirstUse } from '../../lib/on-first-use';

/** argon2id with the OWASP minimum parameters: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2ID = 2 as Algorithm; // Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const owasp: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, owasp);
}

/** Hashed once, on the first check that needs it. */
const dummyHash = onFirstUse(() => hashPassword('dummy password that matches no account'));

/**
 * Checks a password against a stored hash. Without a hash (unknown account, Google-only account) it still spends the
 * time of a real check on a dummy hash, so the answer's timing does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
