// Runs once when a server process starts: apply committed migrations before serving, so
// `next dev` and `next start` work without a separate step; then start the job worker.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Refuse to start on an insecure public address (throws: the server does not come up).
  const { assertSecureAppUrl, checkProductionConfig } = await import("@/lib/config/env");
  assertSecureAppUrl();
  // Several servers must share SESSION_SECRET (throws with the reason); mail to a folder is warned.
  const { log } = await import("@/lib/log");
  for (const warning of checkProductionConfig()) log.warn("config.warning", { warning });
  const { installPeerAddressHeader } = await import("@/lib/http/peer-address");
  await installPeerAddressHeader();
  const { ensureMigrated } = await import("@/lib/db");
  await ensureMigrated();
  const { scheduleRecurringJobs } = await import("@/register-jobs");
  const { startJobWorker } = await import("@/lib/jobs/service");
  startJobWorker();
  await scheduleRecurringJobs();
  const { installGracefulShutdown } = await import("@/lib/ops/shutdown");
  installGracefulShutdown();
}
