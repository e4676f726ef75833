import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { PRUNE_EVENT_LOGS_JOB, pruneEventLogs } from "./service";

// The daily prune of event logs older than the retention.
registerJobHandler(PRUNE_EVENT_LOGS_JOB, async () => ({ deleted: await pruneEventLogs() }));
