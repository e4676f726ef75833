import "server-only";

// Every domain's job handlers, registered in one place so that the worker (started by
// instrumentation.ts) and the tests know them all. It sits at the top, beside instrumentation.ts,
// because it imports every room: lib/jobs itself stays a ground floor that imports no domain.
// Add an import per domain that defines jobs, e.g. `import "@/lib/network/jobs";`.
import "@/lib/network/jobs";
import "@/lib/paths/jobs";
import "@/lib/leads/jobs";
import "@/lib/intros/jobs";
import "@/lib/pipeline/jobs";
import "@/lib/auth/mail-jobs";
import "@/lib/activity-log/jobs";
import "@/lib/hubspot/jobs";
import "@/lib/account/jobs";
import "@/lib/privacy/jobs";
import { schedulePrune } from "@/lib/activity-log/service";
import { scheduleAlertDigest } from "@/lib/account/alert-digest";
import { scheduleChangeLogsPrune } from "@/lib/paths/change-logs";

/** Work that recurs (each run books the next): booked once at start, deduplicated per day. */
export async function scheduleRecurringJobs() {
  await schedulePrune();
  await scheduleAlertDigest();
  await scheduleChangeLogsPrune();
}
