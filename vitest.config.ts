import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);
const resolve = {
  alias: {
    "@": root,
    // `server-only` throws outside React's server bundles; tests import server modules directly.
    "server-only": path.join(root, "tests/helpers/empty-module.ts"),
  },
};

const integration = (name: string, db: "pglite" | "postgres") => ({
  resolve,
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/helpers/setup-integration.ts"],
    env: { TEST_DB: db, LOG_LEVEL: "silent", SESSION_SECRET: "test-secret-test-secret-test-secret-0123" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: db === "postgres" ? ["tests/helpers/global-setup-postgres.ts"] : [],
  },
});

export default defineConfig({
  test: {
    // At least two test files at once: vitest's default (one fewer than the cores) is one on a
    // two-core machine, where an integration file spends much of its time waiting on its database,
    // so the integration tier took ~19 min with one worker and ~7.5 min with two (three: no faster).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          env: { LOG_LEVEL: "silent", SESSION_SECRET: "test-secret-test-secret-test-secret-0123" },
        },
      },
      integration("integration", "pglite"),
      // The same tests again on a real PostgreSQL server when CI (or you) provide one.
      ...(process.env.TEST_DATABASE_URL ? [integration("integration-pg", "postgres")] : []),
      // nginx in front of two built servers on PostgreSQL and Redis (`npm run build` first).
      {
        resolve,
        test: {
          name: "fleet",
          include: ["tests/fleet/**/*.test.ts"],
          environment: "node",
          env: { LOG_LEVEL: "silent", SESSION_SECRET: "test-secret-test-secret-test-secret-0123" },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
