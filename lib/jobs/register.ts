import "server-only";

// Every domain's job handlers, registered in one place so that the worker (and tests) know them
// all. Add an import per domain that defines jobs, e.g. `import "@/lib/network/jobs";`.
import "@/lib/network/jobs";
import "@/lib/paths/jobs";
import "@/lib/leads/jobs";
import "@/lib/auth/mail-jobs";
export {};
