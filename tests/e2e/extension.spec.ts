import { chromium, type BrowserContext } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildExtension } from "../../scripts/build-extension";
import { apiSignup, E2E_DEVICE_ID, expect, sessionToken, test, uiLogin } from "./fixtures";

// The browser extension end to end (issue 16): Chromium loads the unpacked build, the member
// connects it from the product, adds a lead and saves a person from LinkedIn profile pages (served
// here in LinkedIn's page shape, no network), and syncs a lead's profile from the pipeline.

function profilePage(p: { name: string; headline: string; jobs: [string, string, string][]; schools: [string, string, string][] }) {
  const item = ([a, b, c]: [string, string, string]) =>
    `<li class="artdeco-list__item"><div class="t-bold"><span aria-hidden="true">${a}</span><span class="visually-hidden">${a}</span></div>` +
    `<span class="t-14 t-normal"><span aria-hidden="true">${b}</span></span><span class="t-14 t-normal t-black--light"><span aria-hidden="true">${c}</span></span></li>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${p.name} | LinkedIn</title></head><body><main>
    <section class="artdeco-card"><h1 class="text-heading-xlarge">${p.name}</h1><div class="text-body-medium break-words">${p.headline}</div></section>
    <section class="artdeco-card"><div id="experience" class="pv-profile-card__anchor"></div><h2>Experience</h2><ul>${p.jobs.map(item).join("")}</ul></section>
    <section class="artdeco-card"><div id="education" class="pv-profile-card__anchor"></div><h2>Education</h2><ul>${p.schools.map(item).join("")}</ul></section>
  </main></body></html>`;
}

const PAGES: Record<string, string> = {
  "nia-newlead-e2e": profilePage({ name: "Nia Newlead", headline: "Chief Revenue Officer at Initech", jobs: [["Chief Revenue Officer", "Initech · Full-time", "Feb 2022 - Present · 3 yrs"], ["Sales Director", "Acme", "Jan 2016 - Jan 2022 · 6 yrs"]], schools: [["Leeds University", "BSc, Economics", "2008 - 2011"]] }),
  "mei-synced-e2e": profilePage({ name: "Mei Synced", headline: "VP Sales at Globex", jobs: [["VP Sales", "Globex · Full-time", "Mar 2020 - Present · 5 yrs"]], schools: [] }),
};

let ctx: BrowserContext;
let dir: string;
test.beforeAll(async ({ baseURL }) => {
  dir = mkdtempSync(path.join(tmpdir(), "scuba-ext-"));
  const ext = buildExtension(baseURL!, path.join(dir, "build"));
  ctx = await chromium.launchPersistentContext(path.join(dir, "profile"), {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1366, height: 860 },
    args: ["--no-sandbox", "--disable-gpu", `--disable-extensions-except=${ext}`, `--load-extension=${ext}`],
  });
  await ctx.route("https://www.linkedin.com/**", (route) => {
    const slug = new URL(route.request().url()).pathname.split("/")[2] ?? "";
    return PAGES[slug] ? route.fulfill({ contentType: "text/html", body: PAGES[slug] }) : route.fulfill({ status: 404, body: "not found" });
  });
});
test.afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("connect the extension, add a lead and save a person from LinkedIn pages, sync a lead from the pipeline", async ({ request }) => {
  test.setTimeout(120_000);
  const m = await apiSignup(request, undefined, "Ezra Extension");
  const page = await ctx.newPage();
  await uiLogin(page, m.email, m.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();

  // A lead already in the pipeline, without profile facts yet.
  const token = await sessionToken(page);
  const lead = await page.request.post("/api/v2/leads", {
    headers: { "x-device-id": E2E_DEVICE_ID, authorization: `Bearer ${token}` },
    data: { linkedin_url: "https://www.linkedin.com/in/mei-synced-e2e/", name: "Mei Synced", company: "Globex", role: "VP Sales" },
  });
  expect(lead.status(), await lead.text()).toBe(200);

  await test.step("connects the extension from the account menu", async () => {
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Browser extension" }).click();
    const state = page.getByTestId("extension-state");
    await expect(state).toContainText("installed but not connected");
    await page.getByRole("button", { name: "Connect the extension" }).click();
    await expect(state).toContainText("is connected to your account");
    await expect(page.getByRole("button", { name: "Disconnect" })).toBeEnabled();
    await page.waitForTimeout(300); // let the button's colour transition settle for the screenshot
    await page.screenshot({ path: test.info().outputPath("extension-connected.png") });
    await page.keyboard.press("Escape");
  });

  await test.step("adds a lead and saves a person from the profile page being viewed", async () => {
    const li = await ctx.newPage();
    await li.goto("https://www.linkedin.com/in/nia-newlead-e2e/");
    const panel = li.getByRole("region", { name: "Scuba" });
    await panel.getByRole("button", { name: "Add as lead" }).click();
    await expect(panel.getByRole("status")).toHaveText("Lead added");
    await panel.getByRole("button", { name: "Save to my network" }).click();
    await expect(panel.getByRole("status")).toHaveText("Saved to your network");
    await li.screenshot({ path: test.info().outputPath("extension-profile-page.png") });
    // The lead in the pipeline was viewed too: the extension remembers its page for the sync.
    await li.goto("https://www.linkedin.com/in/mei-synced-e2e/");
    await expect(li.getByRole("region", { name: "Scuba" })).toBeVisible();
    await li.close();
  });

  await test.step("Sync Leads sends what the extension saw, counting as it goes", async () => {
    await page.goto("/pipeline/");
    await expect(page.getByRole("button", { name: "Nia Newlead", exact: true })).toBeVisible();
    const sync = page.getByRole("button", { name: "Sync Leads" });
    await expect(sync).toBeVisible();
    await sync.click();
    await expect(page.getByText("Leads synced successfully")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("1 synced.")).toBeVisible();
    await expect(sync).toHaveCount(0);
  });
  await page.close();
});
