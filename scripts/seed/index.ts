import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { assertSeedTotpSecret } from "@/lib/auth/seed-totp-secret";
import { seal } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { seedDemoMember } from "./demo";
import { seedDemoNetwork } from "./network";
import { seedPlans } from "./plans";
import { seedDemoTeam } from "./team";

export type SeedReport = { lines: string[] };

function passwordFromEnv(name: string): { password: string; generated: boolean } {
  const fromEnv = process.env[name];
  if (fromEnv) return { password: fromEnv, generated: false };
  return { password: randomBytes(12).toString("base64url"), generated: true };
}

/**
 * Seeds the plans, a superadmin and a demo member. Idempotent: existing rows are kept, so
 * re-running start keeps the data; generated passwords are printed only when their user is created.
 */
export async function seed(db: Db, options: { contactEmail: string; meetingUrl: string }): Promise<SeedReport> {
  const lines: string[] = [];
  // Before anything is written: a secret no code can match would lock the superadmin out.
  assertSeedTotpSecret();
  await seedPlans(db, { email: options.contactEmail, meetingUrl: options.meetingUrl });

  const adminEmail = (process.env.SEED_ADMIN_EMAIL || "admin@scuba.local").toLowerCase();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail)).limit(1);
  if (!admin) {
    const { password, generated } = passwordFromEnv("SEED_ADMIN_PASSWORD");
    await db.insert(users).values({
      email: adminEmail,
      name: "Scuba Admin",
      givenName: "Admin",
      role: "superadmin",
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      welcomedAt: new Date(),
      // Superadmins must use two-factor: with a configured secret it is on from the start;
      // without one the superadmin is made to set it up at first sign-in.
      ...(process.env.SEED_ADMIN_TOTP_SECRET
        ? { totpSecretEnc: seal(process.env.SEED_ADMIN_TOTP_SECRET), totpEnabledAt: new Date() }
        : {}),
    });
    lines.push(`superadmin: ${adminEmail} / ${generated ? password : "(SEED_ADMIN_PASSWORD)"}`);
  }

  const demoEmail = (process.env.SEED_DEMO_EMAIL || "demo@scuba.local").toLowerCase();
  const demoPassword = passwordFromEnv("SEED_DEMO_PASSWORD");
  const demo = await seedDemoMember(db, { email: demoEmail, password: demoPassword.password, name: "Dana Demo" });
  if (demo.created) lines.push(`demo member: ${demoEmail} / ${demoPassword.generated ? demoPassword.password : "(SEED_DEMO_PASSWORD)"}`);
  await seedDemoNetwork(db, demoEmail);
  // After the other seeds: the demo team's networks, leads and their warm-path counts.
  await seedDemoTeam(db, demoEmail);
  return { lines };
}
