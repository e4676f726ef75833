import "server-only";
import { db } from "./index";
import { ping } from "./client";

/** Database reachability, for the health check. */
export function pingDatabase(): Promise<void> {
  return ping(db);
}
