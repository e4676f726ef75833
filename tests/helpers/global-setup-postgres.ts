import { randomBytes } from "node:crypto";
import { openPostgres } from "@/lib/db/client";
import type { TestProject } from "vitest/node";
import { adminUrl, withAdminClient } from "./test-db";

// Migrates one template database per run; each test file copies it (fast) and drops its copy.
export default async function setup(project: TestProject) {
  const name = `scuba_tpl_${randomBytes(6).toString("hex")}`;
  await withAdminClient((c) => c.query(`create database ${name}`));
  const handle = openPostgres(adminUrl(name));
  await handle.migrate();
  await handle.close();
  project.provide("templateDb", name);
  return async () => {
    await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`));
  };
}
