import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { apiSignup, E2E_DEVICE_ID, expect, PASSWORD, pinE2eDevice, SEEDED, test, uiLogin } from "./fixtures";

// Superadmin pages end to end (issue 14): approve a pending sign-up, terminate a member's session
// (their browser lands on the session-expired modal), edit a password, download the report, add
// and deactivate a top-network position. One superadmin sign-in: each needs a fresh TOTP step.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };
const PENDING = { email: "pending@scuba.local", password: "pending-e2e-password" }; // scripts/e2e-seed.ts

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function searchUsers(page: Page, text: string) {
  await page.getByTestId("admin-search").fill(text);
  // The search is debounced 500 ms and lands in the URL as encoded JSON.
  await expect(page).toHaveURL(/\?filter=/);
}

test("a superadmin runs users, sessions, passwords, the report and the top network", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await uiLogin(page, SEEDED.admin.email, SEEDED.admin.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();

  await test.step("approves a pending sign-up", async () => {
    const before = await request.post("/api/v2/login", { headers: DEVICE, data: PENDING });
    expect((await before.json()).message).toBe("Admin approval pending");
    await page.goto("/user-management/");
    await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
    await expect(page.getByTestId("deactivate-selected")).toBeDisabled();
    await searchUsers(page, "pending@scuba");
    const row = page.getByTestId("user-row").filter({ hasText: PENDING.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Yet to approve");
    await row.getByRole("checkbox").check();
    await shot(page, "user-management");
    await page.getByTestId("activate-selected").click();
    await expect(row).toContainText("Approved");
    // The URL keeps the list state: a reload shows the same filtered list.
    await page.reload();
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    const after = await request.post("/api/v2/login", { headers: { "x-device-id": "pending-device" }, data: PENDING });
    expect(after.status()).toBe(200);
  });

  const member = await apiSignup(request, undefined, "Mona Member");
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();

  await test.step("terminates a member's session: their browser shows the session-expired modal", async () => {
    await uiLogin(memberPage, member.email, member.password);
    await expect(memberPage.getByTestId("home-greeting")).toBeVisible();
    // Hiding the page sends the queued events (page views of the sign-in and home) with sendBeacon.
    const logged = memberPage.waitForRequest((r) => r.url().includes("/api/v2/logs"));
    await memberPage.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await logged;

    await page.goto("/user-sessions/");
    await expect(page.getByRole("heading", { name: "Session Management" })).toBeVisible();
    await searchUsers(page, member.email);
    await shot(page, "user-sessions");
    await page.getByTestId("session-user-row").filter({ hasText: member.email }).dblclick();
    await expect(page.getByRole("heading", { name: "Active Sessions" })).toBeVisible();
    await expect(page.getByTestId("session-card")).toHaveCount(1);
    await expect(page.getByTestId("session-card")).toContainText(E2E_DEVICE_ID);
    // The member's page views arrive in the activity a superadmin reads.
    await expect(page.getByTestId("activity-row").filter({ hasText: "Page view" }).first()).toBeVisible();
    await shot(page, "active-sessions");
    await page.getByTestId("terminate-all").click();
    await page.getByTestId("confirm-terminate").click();
    await expect(page.getByTestId("no-sessions")).toHaveText("No sessions found");
    await shot(page, "active-sessions-empty");

    const verify = memberPage.waitForResponse((r) => r.url().includes("/api/v2/verify"));
    await memberPage.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      window.dispatchEvent(new Event("visibilitychange"));
    });
    expect((await verify).status()).toBe(403);
    await expect(memberPage).toHaveURL(/\/login\/\?type=session_expired$/);
    await expect(memberPage.getByTestId("session-notice")).toBeVisible();
  });

  await test.step("edits a member's password: the new one works, the old one does not", async () => {
    await page.goto("/user-sessions/");
    await searchUsers(page, member.email);
    await page.getByTestId("session-user-row").filter({ hasText: member.email }).getByTestId("edit-password").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Password", { exact: true }).fill("short");
    await dialog.getByLabel("Confirm Password").fill("other");
    await page.getByTestId("save-password").click();
    await expect(dialog.getByText("Password should be at least 8 characters long.").first()).toBeVisible();
    await dialog.getByLabel("Password", { exact: true }).fill("fresh-password-1");
    await dialog.getByLabel("Confirm Password").fill("fresh-password-2");
    await page.getByTestId("save-password").click();
    await expect(dialog.getByText("Passwords do not match")).toBeVisible();
    await shot(page, "edit-password");
    await dialog.getByLabel("Confirm Password").fill("fresh-password-1");
    await page.getByTestId("save-password").click();
    await expect(page.getByText("Password Updated Successfully")).toBeVisible();
    const old = await request.post("/api/v2/login", { headers: DEVICE, data: { email: member.email, password: PASSWORD } });
    expect(old.status()).toBe(401);
    const fresh = await request.post("/api/v2/login", { headers: DEVICE, data: { email: member.email, password: "fresh-password-1" } });
    expect(fresh.status()).toBe(200);
  });
  await memberContext.close();

  await test.step("generates and downloads the report", async () => {
    await page.goto("/user-report/");
    await expect(page.getByRole("heading", { name: "User Report" })).toBeVisible();
    await page.getByTestId("filter-start").click();
    await expect(page.getByRole("option", { name: "Select all", exact: true })).toBeVisible();
    await expect(page.getByRole("option", { name: "Linkedin", exact: true })).toBeVisible();
    await shot(page, "user-report-filter");
    await page.keyboard.press("Escape");
    await shot(page, "user-report");
    const download = page.waitForEvent("download");
    await page.getByTestId("generate-report").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("report.xlsx");
    await expect(page.getByTestId("report-drawer")).toContainText("Report Downloaded");
    await shot(page, "user-report-downloaded");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe("Lead");
  });

  await test.step("adds and deactivates a top-network position", async () => {
    await page.goto("/top-network/");
    await expect(page.getByRole("heading", { name: "Top Network" })).toBeVisible();
    await page.getByTestId("add-network-type").click();
    await expect(page.getByTestId("save-position")).toBeDisabled();
    await page.getByTestId("position-input").fill("Chief Revenue Officer");
    await shot(page, "top-network-add");
    await page.getByTestId("save-position").click();
    await expect(page.getByText("People added successfully")).toBeVisible();
    const row = page.getByTestId("top-network-row").filter({ hasText: "Chief Revenue Officer" });
    await expect(row).toContainText("Active");
    await row.getByRole("checkbox").check();
    await page.getByTestId("deactivate-selected").click();
    await page.getByTestId("confirm-deactivate").click();
    await expect(row).toContainText("In-active");
    await shot(page, "top-network");
  });

  await test.step("refresh leads page", async () => {
    await page.goto("/refresh-lead/");
    await expect(page.getByRole("heading", { name: "Refresh Leads" })).toBeVisible();
    await expect(page.getByTestId("refresh-lead")).toBeDisabled();
    await page.getByTestId("select-company").click();
    await page.getByRole("option", { name: "Select all", exact: true }).click();
    await page.keyboard.press("Escape");
    await shot(page, "refresh-lead");
    await page.getByTestId("refresh-lead").click();
    await expect(page.getByText("Lead refresh started")).toBeVisible();
    // The toast covers the account menu and stays while the pointer rests on it (the click left
    // the pointer there): move away and let it go before using the menu.
    await page.mouse.move(600, 600);
    await expect(page.getByText("Lead refresh started")).toBeHidden({ timeout: 10_000 });
  });

  await test.step("sets a site notice every member sees once as a warning, then clears it", async () => {
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Site notice" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Notice").fill("Scheduled maintenance on Sunday 02:00–03:00 UTC");
    await shot(page, "site-notice-dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Site notice saved")).toBeVisible();

    const reader = await apiSignup(request, undefined, "Nora Notice");
    const readerContext = await browser.newContext();
    const readerPage = await readerContext.newPage();
    await uiLogin(readerPage, reader.email, reader.password);
    await expect(readerPage.getByText("Scheduled maintenance on Sunday 02:00–03:00 UTC")).toBeVisible();
    await readerPage.screenshot({ path: test.info().outputPath("site-notice-member.png") });
    // Once per browser session: a reload does not show it again.
    await readerPage.reload();
    await expect(readerPage.getByTestId("home-greeting")).toBeVisible();
    await expect(readerPage.getByText("Scheduled maintenance on Sunday 02:00–03:00 UTC")).toHaveCount(0);
    await readerContext.close();

    // Cleared, so no other test meets it.
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Site notice" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Clear" }).click();
    await expect(page.getByText("Site notice cleared")).toBeVisible();
    expect((await (await page.request.get("/api/v2/message", { headers: DEVICE })).json()).data.message).toBe("");
  });
});

test("a member is sent away from the superadmin pages and exports their own data", async ({ page }) => {
  const member = await apiSignup(page.request);
  await pinE2eDevice(page);
  await uiLogin(page, member.email, member.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.goto("/user-management/");
  await expect(page).not.toHaveURL(/user-management/);
  await expect(page.getByRole("heading", { name: "User Management" })).toHaveCount(0);

  for (const what of ["pipeline", "network"] as const) {
    await page.goto(`/${what}/`);
    await page.getByTestId(`export-${what}`).click();
    const download = page.waitForEvent("download");
    // Everything the member supplied (the menu's other items export the page's view, tests/e2e/exports.spec.ts).
    await page.getByRole("menuitem", { name: what === "pipeline" ? "Export all your leads — CSV" : "Export all your own connections — CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${what}.csv`);
    const text = readFileSync((await file.path())!, "utf8");
    expect(text.split("\r\n")[0]).toMatch(/^Name,/);
  }
  await shot(page, "network-export");
});
