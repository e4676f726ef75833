import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { FLOORS } from "@/eslint.config.mjs";

// The order of rooms in lib/ (README "The order of rooms", docs/decisions/014) is a lint rule, not a
// hope: an import against the order, a cycle and a dynamic import of another room are refused.

const root = path.resolve(__dirname, "../../..");
const eslint = new ESLint({ cwd: root });
/** The rules a file of `room` with this code breaks (written beside the room's files for the lint, then removed). */
async function rulesOf(code: string, room: string): Promise<(string | null)[]> {
  const file = path.join(root, "lib", room, `.order-test-${randomBytes(4).toString("hex")}.ts`);
  writeFileSync(file, code);
  try {
    return (await eslint.lintFiles([file]))[0]!.messages.map((m) => m.ruleId);
  } finally {
    rmSync(file, { force: true });
  }
}

describe("the order of rooms", { timeout: 120_000 }, () => {
  it("names every room of lib/ exactly once", () => {
    const listed = FLOORS.flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(readdirSync(path.join(root, "lib")).sort());
  });

  it("refuses an import from a higher room or a room on the same floor, and allows one from below", async () => {
    expect(await rulesOf(`import { emit } from "@/lib/jobs/signals";\nexport const x = emit;\n`, "people")).toEqual([]);
    expect(await rulesOf(`import { loadTeam } from "@/lib/paths/team";\nexport const x = loadTeam;\n`, "people")).toContain("import/no-restricted-paths");
    expect(await rulesOf(`import { listPlans } from "@/lib/payments/service";\nexport const x = listPlans;\n`, "onboarding")).toContain("import/no-restricted-paths");
    expect(await rulesOf(`import { countConnections } from "@/lib/network/service";\nexport const x = countConnections;\n`, "auth")).toContain("import/no-restricted-paths");
  });

  it("refuses a dynamic import of another room or of components/, not of a package", async () => {
    expect(await rulesOf(`export const f = () => import("@/lib/paths/service");\n`, "tags")).toContain("no-restricted-syntax");
    expect(await rulesOf(`export const f = () => import("@/components/common/app-toaster");\n`, "ui")).toContain("no-restricted-syntax");
    expect(await rulesOf(`export const f = () => import("node:http");\n`, "http")).toEqual([]);
  });

  describe("import cycles", () => {
    const dir = mkdtempSync(path.join(root, "lib/tags/.cycle-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    it("refuses files of lib/ that import each other", async () => {
      const rel = path.relative(root, dir);
      writeFileSync(path.join(dir, "a.ts"), `import { b } from "./b";\nexport const a = () => b;\n`);
      writeFileSync(path.join(dir, "b.ts"), `import { a } from "./a";\nexport const b = () => a;\n`);
      writeFileSync(path.join(dir, "c.ts"), `export const c = 1;\n`);
      const rules = async (file: string) => (await eslint.lintFiles([path.join(root, rel, file)]))[0]!.messages.map((m) => m.ruleId);
      expect(await rules("a.ts")).toContain("import/no-cycle");
      expect(await rules("c.ts")).not.toContain("import/no-cycle");
    });
  });
});
