// Builds the browser extension (extension/, Manifest V3) for one Scuba address:
//   npx tsx scripts/build-extension.ts [APP_URL] [outDir]
// APP_URL defaults to the APP_URL env or http://localhost:3000; the build lands in DATA_DIR/extension/
// (.data/extension/ by default; load it unpacked from chrome://extensions). No bundler: plain scripts.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export function buildExtension(appUrl: string, outDir: string): string {
  const origin = new URL(appUrl).origin;
  const version = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;
  const src = path.join(process.cwd(), "extension");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const fill = (file: string) => readFileSync(path.join(src, file), "utf8").replaceAll("__APP_ORIGIN__", origin).replaceAll("__VERSION__", version);
  writeFileSync(path.join(outDir, "manifest.json"), fill("manifest.template.json"));
  writeFileSync(path.join(outDir, "config.js"), fill("config.template.js"));
  for (const file of ["background.js", "bridge.js", "profile.js", "profile.css", "popup.html", "popup.js"]) copyFileSync(path.join(src, file), path.join(outDir, file));
  return outDir;
}

if (process.argv[1]?.endsWith("build-extension.ts")) {
  const appUrl = process.argv[2] ?? process.env.APP_URL ?? "http://localhost:3000";
  const out = buildExtension(appUrl, process.argv[3] ?? path.join(process.env.DATA_DIR || ".data", "extension"));
  console.log(`Extension for ${new URL(appUrl).origin} built in ${out}`);
}
