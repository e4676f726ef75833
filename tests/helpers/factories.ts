import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { users, type NewUser, type User } from "@/lib/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { createOwnNode } from "@/lib/auth/own-node";
import { startSession } from "@/lib/auth/service";
import { TEST_DEVICE } from "./api";

// Builders for integration tests: real rows through the same code paths the product uses.

export const TEST_PASSWORD = "correct horse battery";
let cachedHash: Promise<string> | undefined;

export async function createUser(overrides: Partial<NewUser> = {}): Promise<User> {
  const email = overrides.email ?? `user-${randomBytes(4).toString("hex")}@acme-corp.com`;
  const [user] = await db
    .insert(users)
    .values({
      name: "Test User",
      givenName: "Test",
      passwordHash: await (cachedHash ??= hashPassword(TEST_PASSWORD)),
      emailVerifiedAt: new Date(),
      ...overrides,
      email,
    })
    .returning();
  // As the product does when it makes an account (lib/auth): the member's own node with it.
  await createOwnNode(user!.id);
  return reloadUser(user!.id);
}

/** A signed-in user: the row plus a live session token. */
export async function signedInUser(overrides: Partial<NewUser> = {}) {
  const user = await createUser(overrides);
  const { token, session } = await startSession(
    user,
    { deviceId: TEST_DEVICE, deviceType: "desktop", browserType: "Test", ipAddress: "127.0.0.1" },
    false,
  );
  return { user, token, session };
}

export async function reloadUser(id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user!;
}
