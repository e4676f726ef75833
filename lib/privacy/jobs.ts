import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { DATA_EXPORT_JOB, EXPIRE_EXPORTS_JOB, expireDataExports, runDataExportJob } from "./export";

// 'Export my data': the archive is built off the request (a failed job shows as a failed export);
// expired archives lose their bytes.
registerJobHandler(DATA_EXPORT_JOB, runDataExportJob);
registerJobHandler(EXPIRE_EXPORTS_JOB, async () => ({ expired: await expireDataExports() }));
