import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { NETWORK_IMPORT_JOB, runImportJob } from "./import-service";

registerJobHandler(NETWORK_IMPORT_JOB, runImportJob);
import { GOOGLE_SYNC_JOB, runGoogleSync } from "./google/sync";

registerJobHandler(GOOGLE_SYNC_JOB, runGoogleSync);
