// Runs once when a server process starts: apply committed migrations before serving, so
// `next dev` and `next start` work without a separate step; then start the job worker.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Refuse to start on an insecure public address (throws: the server does not come up).
  const { assertSecureAppUrl } = await import("@/lib/config/env");
  assertSecureAppUrl();
  // A seeded superadmin secret no authenticator code can match (issue 27 §7) stops the start too.
  const { assertSeedTotpSecret } = await import("@/lib/auth/seed-totp-secret");
  assertSeedTotpSecret();
  const { installPeerAddressHeader } = await import("@/lib/http/peer-address");
  await installPeerAddressHeader();
  const { ensureMigrated } = await import("@/lib/db");
  await ensureMigrated();
  // Every account has its own node before the first search (searches only read).
  const { ensureEveryOwnNode } = await import("@/lib/auth/own-node");
  await ensureEveryOwnNode();
  const { scheduleRecurringJobs } = await import("@/register-jobs");
  const { startJobWorker } = await import("@/lib/jobs/service");
  startJobWorker();
  await scheduleRecurringJobs();
}
