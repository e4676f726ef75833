// Runs once when a server process starts: apply committed migrations before serving, so
// `next dev` and `next start` work without a separate step; then start the job worker.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Refuse to start on an insecure public address, without the secret several servers must share,
  // or with a seeded superadmin secret no authenticator code can match (issue 27 §7). Next only logs
  // an error thrown here and goes on listening, so the process ends itself.
  const { assertSecureAppUrl, checkProductionConfig } = await import("@/lib/config/env");
  const { assertSeedTotpSecret } = await import("@/lib/auth/seed-totp-secret");
  const { log } = await import("@/lib/log");
  try {
    assertSecureAppUrl();
    assertSeedTotpSecret();
    for (const warning of checkProductionConfig()) log.warn("config.warning", { warning });
  } catch (error) {
    console.error(`Scuba cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
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
  const { installGracefulShutdown } = await import("@/lib/ops/shutdown");
  installGracefulShutdown();
}
