import "server-only";

// Every domain's job handlers, registered in one place so that the worker (and tests) know them
import "@/lib/paths/jobs";
export {};
