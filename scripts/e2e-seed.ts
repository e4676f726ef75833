// End-to-end only (run by scripts/e2e-server.ts after db-setup): superadmins WITHOUT two-factor, so
// that a test can walk through the forced setup a superadmin meets at first sign-in. The product's
// own seed (scripts/seed) is not touched: there the superadmin has two-factor whenever a secret is
// configured. Keep the addresses in step with SEEDED.setupAdmins in tests/e2e/fixtures.ts.
import { dbHandle, ensureMigrated } from "@/lib/db";
import { inArray } from "drizzle-orm";
import { creditLedger, infoBanners, leads, onboardingGuides, users } from "@/lib/db/schema";
import { INFO_MODULES, TOUR_MODULES } from "@/lib/onboarding/schema";
import { hashPassword } from "@/lib/auth/password";

const SETUP_ADMINS = ["setup-admin-1@scuba.local", "setup-admin-2@scuba.local"];
const PASSWORD = "setup-admin-e2e-password";
const BUYER_EMAIL = "buyer@scuba.local";
const BUYER_PASSWORD = "e2e-password-123";
// A verified sign-up still waiting for a superadmin's approval (tests/e2e/admin.spec.ts approves it).
export const PENDING_ACCOUNT = { email: "pending@scuba.local", password: "pending-e2e-password" };

async function main() {
  const handle = dbHandle();
  await ensureMigrated();
  const passwordHash = await hashPassword(PASSWORD);
  for (const [i, email] of SETUP_ADMINS.entries()) {
    await handle.db
      .insert(users)
      .values({ email, name: `Setup Admin ${i + 1}`, givenName: "Setup", role: "superadmin", passwordHash, emailVerifiedAt: new Date(), welcomedAt: new Date() })
      .onConflictDoNothing({ target: users.email });
  }
  // Payments: a member with no credits left and a lead that arrived uncharged (a "free" lead), so
  // opening it meets the out-of-credits notice (tests/e2e/payments.spec.ts).
  const [buyer] = await handle.db
    .insert(users)
    .values({ email: BUYER_EMAIL, name: "Bea Buyer", givenName: "Bea", passwordHash: await hashPassword(BUYER_PASSWORD), emailVerifiedAt: new Date(), welcomedAt: new Date(), isFirstLiLogin: false })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (buyer) {
    await handle.db.insert(creditLedger).values([
      { userId: buyer.id, delta: 5, reason: "signup_free", reference: `welcome:${buyer.id}` },
      { userId: buyer.id, delta: -5, reason: "refund", reference: `e2e:drain:${buyer.id}` },
    ]);
    await handle.db.insert(leads).values({ userId: buyer.id, name: "Fiona Free", company: "Acme", role: "CFO", linkedinUrl: "https://www.linkedin.com/in/fiona-free-e2e/", uploadType: "free" });
  }
  await handle.db
    .insert(users)
    .values({
      email: PENDING_ACCOUNT.email,
      name: "Pat Pending",
      givenName: "Pat",
      passwordHash: await hashPassword(PENDING_ACCOUNT.password),
      emailVerifiedAt: new Date(),
      welcomedAt: new Date(),
      isAdminApproved: false,
    })
    .onConflictDoNothing({ target: users.email });
  // Every seeded account has been through its first run (questionnaire, tours, banners), so no tour
  // or banner stands in a test's way; tests/e2e/onboarding.spec.ts walks a new member's first run.
  const seeded = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...SETUP_ADMINS, BUYER_EMAIL, PENDING_ACCOUNT.email, "admin@scuba.local", "demo@scuba.local"]));
  for (const { id } of seeded) {
    await handle.db.update(users).set({ isCompletedOnboarding: true }).where(inArray(users.id, [id]));
    await handle.db.insert(onboardingGuides).values(TOUR_MODULES.map((module) => ({ userId: id, module, remaining: 0 }))).onConflictDoNothing();
    await handle.db.insert(infoBanners).values(INFO_MODULES.map((module) => ({ userId: id, module, remaining: 0 }))).onConflictDoNothing();
  }
  await handle.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
