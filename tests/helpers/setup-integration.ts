import { afterAll, beforeAll, beforeEach } from "vitest";
import { installDbHandle } from "@/lib/db";
import { openTestDb, truncateAll } from "./test-db";

// Every integration test file gets its own database (PGlite in memory, or a PostgreSQL copy of
// the migrated template), emptied before each test.
let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
  installDbHandle(handle);
});

beforeEach(async () => {
  await truncateAll(handle);
});

afterAll(async () => {
  await handle?.drop();
});

export function testDb() {
  return handle;
}
