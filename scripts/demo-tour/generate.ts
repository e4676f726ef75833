// Generates the built-in demo tour ('Take a Guided Tour' without DEMO_TOUR_URL): real screenshots of
// the seeded demo workspace with a hotspot on the element each step explains, measured from the
// element itself. Run it after screens change: `npm run build && npm run demo-tour`. It starts the
// built app on a fresh embedded database (scripts/e2e-server.ts), signs in as the demo member in
// Debian's Chromium, and writes public/demo-tour/*.png and public/demo-tour/tour.json.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { demoTourSchema, type DemoTourStep } from "../../lib/onboarding/demo-tour";
import { INFO_DEFAULT_REMAINING, INFO_MODULES, TOUR_MODULES } from "../../lib/onboarding/schema";

const PORT = Number(process.env.DEMO_TOUR_PORT ?? 3297);
const BASE = `http://localhost:${PORT}`;
const OUT = path.join(process.cwd(), "public/demo-tour");
const VIEWPORT = { width: 1366, height: 860 };
const DEMO = { email: "demo@scuba.local", password: process.env.SEED_DEMO_PASSWORD ?? "demo-e2e-password" };
const DEVICE = "demo-tour-device";

type Shot = { id: string; title: string; text: string; open: (page: Page) => Promise<Locator> };

const SHOTS: Shot[] = [
  {
    id: "home",
    title: "Your dashboard",
    text: "Home picks up where you left off: the leads you added and viewed most recently, and the introduction paths you bookmarked.",
    open: async (page) => {
      await page.goto(`${BASE}/`);
      return page.getByLabel("Recently Added Leads");
    },
  },
  {
    id: "network",
    title: "Your team's network",
    text: "Everything you import — LinkedIn connections, Google contacts, mail and calendar — shows here with its tags. Teammates' networks pool in; each team sees only its own.",
    open: async (page) => {
      await page.goto(`${BASE}/network/`);
      return page.getByTestId("connections-table");
    },
  },
  {
    id: "pipeline",
    title: "Your pipeline",
    text: "Every lead with its best way in — who can introduce you, how strong the path is and why — and how many paths there are. Add leads by LinkedIn URL or CSV, sort them by best strength or Scuba AI Sort, and group them in lists.",
    open: async (page) => {
      await page.goto(`${BASE}/pipeline/`);
      await page.getByTestId("lead-row").first().waitFor();
      return page.getByTestId("warm-paths").first().locator("xpath=ancestor::table[1]");
    },
  },
  {
    id: "paths",
    title: "Warm paths, ranked",
    text: "Open a lead to see each introduction path — you or a teammate, the introducer, the target — ranked by strength, with the reason on every row. Click a strength for its evidence, or a person for everything your team knows of them.",
    open: async (page) => {
      await page.goto(`${BASE}/pipeline/`);
      await page.getByTestId("lead-row").first().getByRole("button").first().click();
      await page.getByTestId("path-row").first().waitFor({ timeout: 30_000 });
      return page.getByTestId("path-row").first();
    },
  },
  {
    id: "collaborators",
    title: "Pool networks with your team",
    text: "Invite teammates as collaborators: their networks join your warm paths and yours join theirs. Revoking a collaboration takes them out again.",
    open: async (page) => {
      await page.goto(`${BASE}/network/`);
      await page.getByTestId("invite-button").click();
      return page.getByRole("dialog");
    },
  },
];

async function waitForHealth(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the app did not start (run `npm run build` first)");
}

/** The demo member's first run is settled, so no tour, banner or welcome covers the screens. */
async function settleFirstRun(page: Page) {
  const headers = { "x-device-id": DEVICE };
  await page.request.put(`${BASE}/api/v2/welcome`, { headers });
  await page.request.put(`${BASE}/api/v2/onboarding`, { headers, data: { skipped: true } });
  for (const tour of TOUR_MODULES) await page.request.put(`${BASE}/api/v2/onboarding/guide`, { headers, data: { module: tour } });
  for (const banner of INFO_MODULES)
    for (let i = 0; i < INFO_DEFAULT_REMAINING; i++) await page.request.patch(`${BASE}/api/v2/info?module=${banner}`, { headers });
}

async function main() {
  const server = spawn("node", ["--import", "tsx", "scripts/e2e-server.ts"], { env: { ...process.env, E2E_PORT: String(PORT), LOG_LEVEL: "silent" }, stdio: "ignore" });
  try {
    await waitForHealth();
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: "reduce" });
    await context.addInitScript((id) => window.localStorage.setItem("device_id", id), DEVICE);
    const page = await context.newPage();
    await page.goto(`${BASE}/login/`);
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Password").fill(DEMO.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`${BASE}/`);
    await settleFirstRun(page);

    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const steps: DemoTourStep[] = [];
    for (const shot of SHOTS) {
      const target = await shot.open(page);
      await target.first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      // No toast over the picture (the first sign-in's welcome, a save's confirmation).
      await page.waitForFunction(() => !document.querySelector("[data-sonner-toast]"), null, { timeout: 15_000 }).catch(() => {});
      await page.waitForTimeout(300); // let enter animations settle
      const box = (await target.first().boundingBox())!;
      const x = Math.max(0, box.x);
      const y = Math.max(0, box.y);
      const w = Math.min(VIEWPORT.width - x, box.width);
      const h = Math.min(VIEWPORT.height - y, box.height);
      const image = `/demo-tour/${shot.id}.png`;
      await page.screenshot({ path: path.join(OUT, `${shot.id}.png`) });
      const pct = (v: number, of: number) => Math.round((v / of) * 10000) / 100;
      steps.push({
        id: shot.id,
        image,
        width: VIEWPORT.width,
        height: VIEWPORT.height,
        title: shot.title,
        text: shot.text,
        hotspot: { x: pct(x, VIEWPORT.width), y: pct(y, VIEWPORT.height), w: pct(w, VIEWPORT.width), h: pct(h, VIEWPORT.height) },
      });
      await page.keyboard.press("Escape");
      console.log(`demo tour: ${shot.id}`);
    }
    const manifest = demoTourSchema.parse({ generatedAt: new Date().toISOString(), steps });
    writeFileSync(path.join(OUT, "tour.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await browser.close();
  } finally {
    server.kill("SIGTERM");
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
