import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { ALERT_DIGEST_JOB, sendAlertDigests } from "./alert-digest";

// The daily e-mail digest of unread alerts (members who turned it on).
registerJobHandler(ALERT_DIGEST_JOB, async () => ({ sent: await sendAlertDigests() }));
