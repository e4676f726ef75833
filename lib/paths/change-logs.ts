import "server-only";
import { DAY_MS } from "@/lib/config/constants";
import { enqueueJob } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { deleteChangesBefore } from "./queries/change-logs";

// The logs of which people each write named — a teammate's facts (fact_changes, migration 0033) and
// an owner's connections and co-occurrences (network_changes, 0034) — spare a reader of a company's
// people (company-facts.ts), of the team's winners and of the team's connections to them
// (queries/graph.ts) reading every person a writer supplies or owns. They only have to reach back as
// far as the lists kept or stored beside a member's maps: a list older than this reads its writers'
// people as before.
export const CHANGE_LOGS_KEPT_DAYS = 7;

export const PRUNE_CHANGE_LOGS_JOB = "paths.prune-change-logs";
/** The prune's kind before the network's log: a run already booked under it prunes both and books the new kind. */
export const PRUNE_FACT_CHANGES_JOB = "paths.prune-fact-changes";

/** The prune job's body: books tomorrow's run first (a failed delete never ends the daily chain), then deletes from both logs. */
export async function pruneChangeLogs(now = new Date()): Promise<{ facts: number; network: number }> {
  await scheduleChangeLogsPrune(new Date(now.getTime() + DAY_MS));
  const before = new Date(now.getTime() - CHANGE_LOGS_KEPT_DAYS * DAY_MS);
  const deleted = { facts: await deleteChangesBefore("fact_changes", before), network: await deleteChangesBefore("network_changes", before) };
  log.info("paths.change_logs_pruned", deleted);
  return deleted;
}

/** Books the prune for the day of `at`, once per day (the day is the job's dedupe key). */
export async function scheduleChangeLogsPrune(at = new Date()): Promise<void> {
  const day = at.toISOString().slice(0, 10);
  await enqueueJob({ kind: PRUNE_CHANGE_LOGS_JOB, dedupeKey: `${PRUNE_CHANGE_LOGS_JOB}:${day}`, runAfter: at });
}
