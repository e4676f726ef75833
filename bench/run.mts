// `npm run bench`: runs every bench/*.bench.ts in turn and prints their figures. Benchmarks are
// never part of `npm test`. Run one alone with `npm run bench -- <name>`.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => !only || f.includes(only))
  .sort();

if (!files.length) {
  console.log(only ? `No benchmark matches "${only}".` : "No benchmarks yet.");
}
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: () => Promise<void> };
  if (typeof mod.default === "function") await mod.default();
}
process.exit(0);
