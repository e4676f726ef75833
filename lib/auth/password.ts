import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id with 19 MiB and 2 passes (DESIGN §11; OWASP's minimum). @node-rs/argon2 defaults to argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown e-mail, OAuth-only account) it still spends the
 * same work on a dummy hash, so response time does not reveal whether an account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await (dummyHash ??= hashPassword("not-a-real-password")), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
