import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SEEDED, apiSignup, expect, test, uiLogin } from "./fixtures";

const SHOTS = "/tmp/shots-pipeline";
mkdirSync(SHOTS, { recursive: true });

async function credits(page: Page): Promise<number> {
  const res = await page.request.get("/api/v2/credit");
  return (await res.json()).data.remaining;
}

test("a newcomer gets the welcome toast once and is asked to add a network before a lead", async ({ page, request }) => {
  const account = await apiSignup(request);
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.goto("/pipeline/");
  await expect(page.getByText("Your pipeline has no leads it's time to add some!")).toBeVisible();
  await expect(page.getByText(/free lead credits/)).toBeVisible();
  await expect(page.getByTestId("credits-left")).toHaveText("5 credits left");
  await page.screenshot({ path: `${SHOTS}/pipeline-empty.png` });

  await page.getByRole("button", { name: "Add New Lead" }).click();
  await expect(page.getByText("Add network first to add a lead")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Upload CSV" })).toHaveCount(0);
  await page.getByRole("button", { name: "Add Network" }).click();
  await expect(page).toHaveURL(/\/network\/$/);

  // Read once: the welcome toast does not come back.
  await page.goto("/pipeline/");
  await expect(page.getByTestId("credits-left")).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText(/free lead credits/)).toHaveCount(0);
});

test("lists: create, rename with duplicate check, and delete", async ({ page, request }) => {
  const account = await apiSignup(request);
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.goto("/pipeline/");
  for (const name of ["Enterprise", "Mid-market"]) {
    await page.getByRole("button", { name: "Add Lists" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Add List" })).toBeDisabled();
    await dialog.getByLabel("List name").fill(name);
    await dialog.getByLabel("List name").press("Enter");
    await expect(page.getByText("List saved successfully!").last()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole("button", { name: "Edit list Mid-market" }).click();
  await page.getByRole("dialog").getByLabel("List name").fill("enterprise");
  await page.getByRole("dialog").getByRole("button", { name: "Edit List" }).click();
  await expect(page.getByText("List name already exists")).toBeVisible();
  await page.getByRole("dialog").getByLabel("List name").fill("SMB");
  await page.getByRole("dialog").getByRole("button", { name: "Edit List" }).click();
  await expect(page.getByText("List updated successfully!")).toBeVisible();

  await page.getByRole("button", { name: /^SMB/ }).click();
  await expect(page).toHaveURL(/list=/);
  await expect(page.getByRole("heading", { name: "SMB" })).toBeVisible();
  await page.getByRole("button", { name: "Delete list SMB" }).click();
  await page.getByLabel("Delete the list and its leads").check();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Confirm Leads Deletion" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/delete-list-confirm.png` });
  await page.getByRole("dialog").getByRole("button", { name: "Confirm Leads Deletion" }).click();
  await expect(page.getByText("List deleted successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit list SMB" })).toHaveCount(0);
});

test("the demo member adds leads by form and CSV, opens one for a credit, filters and bookmarks its paths, and finds them on home", async ({ page }) => {
  test.setTimeout(120_000);
  await uiLogin(page, SEEDED.demo.email, SEEDED.demo.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.goto("/pipeline/");
  await expect(page.getByTestId("lead-row").first()).toBeVisible();
  const tag = randomBytes(3).toString("hex");

  // Form: Submit waits for a long enough URL; only the URL is sent.
  await page.getByRole("button", { name: "Add New Lead" }).click();
  await page.getByRole("menuitem", { name: "Upload New" }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel("LinkedIn URL").fill("https://linkedin.com/in/ab");
  await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();
  await form.getByLabel("LinkedIn URL").fill(`https://www.linkedin.com/in/form-lead-${tag}/`);
  await page.screenshot({ path: `${SHOTS}/add-lead-form.png` });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Leads added successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: /Form Lead/ }).first()).toBeVisible();

  // CSV: a row without linkedin_url is skipped; the others are added one by one.
  const csv = [
    "name,company,role,profile,user_name,linkedin_url,email,phone_no,list_name",
    `Gina Globex ${tag},Globex,VP Finance,,,https://www.linkedin.com/in/gina-${tag}/,,,E2E ${tag}`,
    `No Url ${tag},Globex,CFO,,,,,,`,
    `Carl Contoso ${tag},Contoso,Head of IT,,,https://www.linkedin.com/in/carl-${tag}/,,,E2E ${tag}`,
  ].join("\n");
  const file = path.join(SHOTS, `leads-${tag}.csv`);
  writeFileSync(file, csv);
  await page.getByRole("button", { name: "Add New Lead" }).click();
  await page.getByRole("menuitem", { name: "Upload CSV" }).click();
  const upload = page.getByRole("dialog");
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByText("Please select a file to upload")).toBeVisible();
  await upload.getByLabel("File").setInputFiles(file);
  await expect(upload.getByText(/MB$/)).toBeVisible();
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Leads uploaded successfully")).toBeVisible();
  await expect(upload.getByTestId("csv-summary")).toContainText("2 added · 1 skipped");
  await expect(upload.getByText("100% · 3/3 rows")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/csv-done.png` });
  await upload.locator("form").getByRole("button", { name: "Close" }).click();
  await expect(upload).toBeHidden();

  // The CSV list exists and its leads show warm path counts.
  await page.getByRole("button", { name: new RegExp(`^E2E ${tag}`) }).click();
  await expect(page.getByTestId("lead-row")).toHaveCount(2);
  const gina = page.getByTestId("lead-row").filter({ hasText: `Gina Globex ${tag}` });
  await expect(gina.getByTestId("warm-paths")).not.toHaveText("0");
  await expect(gina.locator("[data-unseen=true]")).toBeVisible();

  // Column filter: a company value narrows the table and clears the global search.
  await page.getByRole("button", { name: "Filter Company" }).click();
  await page.getByLabel("Company filter").fill("Globex");
  await page.getByLabel("Company filter").press("Enter");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/query=/);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(page.getByTestId("lead-row")).toContainText(`Gina Globex ${tag}`);

  // Relations Filters: pick an origin type; the choice is written to the tag parameter and shown as a badge.
  await page.getByRole("button", { name: "Relations Filters" }).click();
  const popover = page.getByRole("dialog");
  await expect(popover.getByRole("tab", { name: "Direct Connects", exact: true })).toBeVisible();
  await expect(popover.getByRole("tab", { name: "Indirect Connects" })).toBeVisible();
  const firstTag = popover.getByRole("tabpanel").getByRole("checkbox").first();
  const tagLabel = (await popover.getByRole("tabpanel").locator("label").first().textContent())!;
  await firstTag.check();
  await page.screenshot({ path: `${SHOTS}/relation-filter.png` });
  await popover.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/tag=/);
  await expect(page.getByRole("button", { name: "Relations Filters" })).toContainText(tagLabel);
  await expect(page.getByTestId("lead-row").first()).toBeVisible();
  await page.getByRole("button", { name: "Relations Filters" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Clear" }).click();
  await expect(page).not.toHaveURL(/tag=/);

  // AI sort on, then off (sort=asc).
  await page.getByRole("button", { name: "Scuba AI Sort" }).click();
  await expect(page).toHaveURL(/sort=scuba/);
  await expect(page.getByRole("button", { name: "Undo AI Sort" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pipeline-ai-sort.png` });
  await page.getByRole("button", { name: "Undo AI Sort" }).click();
  await expect(page).toHaveURL(/sort=asc/);

  // Open a seeded lead: it costs one credit, once.
  await page.getByRole("button", { name: "All", exact: true }).click();
  await page.getByLabel("Search leads").fill("Priya");
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(page).toHaveURL(/query=/);
  await page.screenshot({ path: `${SHOTS}/pipeline-search.png` });
  const before = await credits(page);
  await page.getByTestId("lead-row").getByRole("button", { name: "Priya Raman", exact: true }).click();
  await expect(page).toHaveURL(/\/pipeline\/[^/?]+\/$/);
  await expect(page.getByTestId("paths-heading")).toHaveText(/^\d+ warm paths to reach Priya Raman$/);
  await expect(page.getByTestId("path-row").first()).toBeVisible();
  expect(await credits(page)).toBe(before - 1);
  const total = Number((await page.getByTestId("paths-heading").textContent())!.split(" ")[0]);
  await expect(page.getByTestId("pager-text")).toHaveText(`Showing 1-${Math.min(8, total)} of ${total} warm paths`);
  await expect(page.getByTestId("path-row")).toHaveCount(Math.min(8, total));
  await page.screenshot({ path: `${SHOTS}/detail.png`, fullPage: true });

  // Filter by introducer; 'Clear Filters' brings every path back.
  await page.getByRole("button", { name: "Filter Introducer", exact: true }).click();
  const firstIntroducer = page.getByRole("dialog").getByRole("checkbox").first();
  const introducerName = await page.getByRole("dialog").locator("label").first().textContent();
  await firstIntroducer.check();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Clear Filters" })).toBeVisible();
  for (const row of await page.getByTestId("path-row").all()) await expect(row).toContainText(introducerName!);
  await page.screenshot({ path: `${SHOTS}/detail-filtered.png` });
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByRole("button", { name: "Clear Filters" })).toHaveCount(0);

  // Bookmark the best path and find it in the bookmark view.
  await page.getByTestId("path-row").first().getByRole("button", { name: "Bookmark path" }).click();
  await expect(page.getByText("Bookmark created.")).toBeVisible();
  await page.getByRole("button", { name: "View bookmarks (1)" }).click();
  await expect(page).toHaveURL(/\?q=bookmark$/);
  await expect(page.getByTestId("path-row")).toHaveCount(1);
  await expect(page.getByText("Bookmarks", { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/detail-bookmarks.png` });

  // Opening it again is free.
  await page.reload();
  await expect(page.getByTestId("path-row")).toHaveCount(1);
  expect(await credits(page)).toBe(before - 1);

  // Home: the returning-user tables show the visit and the bookmark.
  await page.goto("/");
  await expect(page.getByTestId("home-greeting")).toHaveText(/^Welcome Back, .+! Let's Continue Where You Left Off\.$/);
  await expect(page.getByLabel("Recently Viewed Leads")).toContainText("Priya Raman");
  const bookmarked = page.getByLabel("Bookmarked Paths");
  await expect(bookmarked.getByTestId("bookmark-row")).toHaveCount(1);
  await expect(bookmarked).toContainText("Priya Raman");
  await page.screenshot({ path: `${SHOTS}/home-returning.png`, fullPage: true });
  await bookmarked.getByRole("link", { name: "Open warm paths to Priya Raman" }).click();
  await expect(page.getByTestId("paths-heading")).toHaveText(/warm paths to reach Priya Raman/);
  await page.getByTestId("path-row").first().getByRole("button", { name: "Remove bookmark" }).click();
  await expect(page.getByText("Bookmark removed.")).toBeVisible();
});
