import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { REFRESH_LEADS_JOB, refreshLeadsNow } from "./admin";

// A superadmin's "Refresh Lead" (spec 001 §2) runs here, off the request.
registerJobHandler(REFRESH_LEADS_JOB, async ({ job, progress }) => {
  const ids = ((job.payload as { leadIds?: string[] }).leadIds ?? []).filter((x) => typeof x === "string");
  const leads = await refreshLeadsNow(ids, (done) => progress(done, { total: ids.length }));
  return { leads };
});
