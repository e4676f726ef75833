import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { E2E_DEVICE_ID, SEEDED, apiSignup, expect, test, uiLogin } from "./fixtures";

// Issue 27 §4: the Export menus export what the member is looking at — the page's filters and order,
// every page of it — and say so with the count; 'all' still exports everything they supplied.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };

/** Picks an Export menu item (the menu shown in `screenshot`, when given) and reads the downloaded CSV's rows. */
async function exportRows(page: Page, what: "pipeline" | "network", item: string, screenshot?: string): Promise<Record<string, string>[]> {
  await page.getByTestId(`export-${what}`).click();
  await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
  if (screenshot) await page.screenshot({ path: test.info().outputPath(screenshot) });
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: item }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${what}.csv`);
  const rows = parse(readFileSync(await file.path()), { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
  // The menu has finished closing (a click during its exit animation would close the next one at once).
  await expect(page.getByRole("menu")).toHaveCount(0);
  return rows;
}

test("the network's Export names the filtered view's count and exports exactly those rows; 'all your own connections' exports the whole import", async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await apiSignup(request, undefined, "Ezra Export");
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  const content = readFileSync(path.resolve("../shared/data/linkedin-export-synthetic/Connections.csv"), "utf8");
  expect((await page.request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content } })).status()).toBe(200);
  await expect
    .poll(async () => (await (await page.request.get("/api/v2/linkedin/upload-status", { headers: DEVICE })).json()).data?.linkedin?.status, { timeout: 60_000 })
    .toBe("done");

  // Cognizant only: the count on the page is the count in the menu and in the file.
  await page.goto(`/network/?company=${encodeURIComponent(JSON.stringify(["Cognizant"]))}`);
  await expect(page.getByTestId("connection-row").first()).toContainText("Cognizant");
  const shown = Number((await page.getByTestId("network-count").textContent())!.match(/^(\d+)/)![1]);
  expect(shown).toBeGreaterThan(10); // more than one page: the export is not the page
  const filtered = await exportRows(page, "network", `Export the ${shown} connections shown — CSV`, "network-export-menu.png");
  expect(filtered).toHaveLength(shown);
  expect(new Set(filtered.map((r) => r.Company))).toEqual(new Set(["Cognizant"]));

  const everything = await exportRows(page, "network", "Export all your own connections — CSV");
  expect(everything).toHaveLength(1796);
});

test("the pipeline's Export exports the view in the page's order, every page of it, and the searched view alone", async ({ page }) => {
  await uiLogin(page, SEEDED.demo.email, SEEDED.demo.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.goto("/pipeline/");
  await expect(page.getByTestId("lead-row").first()).toBeVisible();
  const names = () =>
    page
      .getByTestId("lead-row")
      .getByRole("button", { name: /^View warm paths to / })
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!.replace("View warm paths to ", "")));
  const total = async () => Number((await page.getByTestId("pager-text").textContent())!.match(/of (\d+) leads/)![1]);

  // The whole pipeline: all of it in the file, in the page's order (every page: the network's test has more than one).
  const all = await total();
  const firstPage = await names();
  const everyPage = await exportRows(page, "pipeline", `Export the ${all} leads shown — CSV`, "pipeline-export-menu.png");
  expect(everyPage).toHaveLength(all);
  expect(everyPage.slice(0, firstPage.length).map((r) => r.Name)).toEqual(firstPage);

  // A search: the file holds what it finds, nothing else.
  await page.getByLabel("Search leads").fill("Contoso");
  await expect(page).toHaveURL(/query=/);
  await expect(page.getByTestId("pager-text")).not.toHaveText(new RegExp(`of ${all} leads`));
  const shown = await total();
  const found = await names();
  expect(found).toHaveLength(shown);
  const searched = await exportRows(page, "pipeline", `Export the ${shown} ${shown === 1 ? "lead" : "leads"} shown — CSV`);
  expect(searched.map((r) => r.Name)).toEqual(found);
  for (const r of searched) expect(`${r.Name} ${r.Company} ${r.Role}`).toContain("Contoso");

  // Everything is still one item away.
  expect(await exportRows(page, "pipeline", "Export all your leads — CSV")).toHaveLength(all);
});
