import "server-only";
import { DAY_MS } from "@/lib/config/constants";
import { enqueueJob } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { deleteFactChangesBefore } from "./queries/fact-changes";

// The log of which people each write of a teammate's facts named (fact_changes, migration 0033)
// spares a reader of a company's people (company-facts.ts) and of the team's winners reading every
// person a writer supplies. It only has to reach back as far as the lists kept or stored beside a
// member's maps: a list older than this reads its writers' people as before.
export const FACT_CHANGES_KEPT_DAYS = 7;

export const PRUNE_FACT_CHANGES_JOB = "paths.prune-fact-changes";

/** The prune job's body: books tomorrow's run first (a failed delete never ends the daily chain), then deletes. */
export async function pruneFactChanges(now = new Date()): Promise<number> {
  await scheduleFactChangesPrune(new Date(now.getTime() + DAY_MS));
  const deleted = await deleteFactChangesBefore(new Date(now.getTime() - FACT_CHANGES_KEPT_DAYS * DAY_MS));
  log.info("paths.fact_changes_pruned", { deleted });
  return deleted;
}

/** Books the prune for the day of `at`, once per day (the day is the job's dedupe key). */
export async function scheduleFactChangesPrune(at = new Date()): Promise<void> {
  const day = at.toISOString().slice(0, 10);
  await enqueueJob({ kind: PRUNE_FACT_CHANGES_JOB, dedupeKey: `${PRUNE_FACT_CHANGES_JOB}:${day}`, runAfter: at });
}
