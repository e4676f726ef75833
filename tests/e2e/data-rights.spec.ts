import JSZip from "jszip";
import { readFileSync } from "node:fs";
import { E2E_DEVICE_ID, PASSWORD, SEEDED, apiSignup, expect, test, uiLogin, verifyEmailByApi } from "./fixtures";

// Issue 31: 'Export my data' and 'Delete account' from the account menu; a superadmin's erasure page.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };
const CSV = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\nPia,Portable,https://www.linkedin.com/in/pia-portable,pia@portable.example,Portable Co,Buyer,04 Jul 2023\n";

async function openAccountMenuItem(page: import("@playwright/test").Page, item: string) {
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: item }).click();
}

test("Export my data: the archive is built with progress, downloads once with its files", async ({ page }) => {
  const account = await apiSignup(page.request, undefined, "Xavi Export");
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  expect((await page.request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content: CSV } })).status()).toBe(200);
  await expect.poll(async () => (await (await page.request.get("/api/v2/linkedin/upload-status", { headers: DEVICE })).json()).data?.linkedin?.status, { timeout: 30_000 }).toBe("done");

  await openAccountMenuItem(page, "Export my data");
  const dialog = page.getByRole("dialog", { name: "Export my data" });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: "/tmp/privacy-export-start.png" });
  await dialog.getByTestId("export-start").click();
  await expect(dialog.getByText(/Your archive is ready: \d+ files/)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: "/tmp/privacy-export-ready.png" });
  const download = page.waitForEvent("download");
  await dialog.getByTestId("export-download").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("scuba-my-data.zip");
  const zip = await JSZip.loadAsync(readFileSync((await file.path())!));
  expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(["README.txt", "account.json", "connections.csv", "sessions.csv", "payments.csv", "leads.csv", "intro_requests.csv"]));
  expect(await zip.file("connections.csv")!.async("string")).toContain("pia-portable");
  expect(JSON.parse(await zip.file("account.json")!.async("string")).account.email).toBe(account.email);
  // Once: the dialog says so, and the link is gone.
  await expect(dialog.getByText(/Downloaded\. The archive is no longer kept/)).toBeVisible();
  await expect(dialog.getByTestId("export-download")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/privacy-export-downloaded.png" });
});

test("Delete account from the account menu: signing in then fails, signing up with the same e-mail works", async ({ page, request }) => {
  const account = await apiSignup(request, undefined, "Della Delete");
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  expect((await page.request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content: CSV } })).status()).toBe(200);

  await openAccountMenuItem(page, "Delete account");
  const dialog = page.getByRole("dialog", { name: "Delete account" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Payments and invoices are kept, as the law requires, without your name or e-mail/)).toBeVisible();
  // The confirm waits for the e-mail typed; a wrong password is said under its field.
  await expect(dialog.getByTestId("delete-account-confirm")).toBeDisabled();
  await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
  await dialog.getByLabel(/to confirm/).fill(account.email);
  await page.screenshot({ path: "/tmp/privacy-delete-dialog.png" });
  await dialog.getByTestId("delete-account-confirm").click();
  await expect(dialog.getByText("Incorrect password.")).toBeVisible();
  await page.screenshot({ path: "/tmp/privacy-delete-wrong-password.png" });
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByTestId("delete-account-confirm").click();
  await expect(page).toHaveURL(/\/login\/\?type=account_deleted/);
  await expect(page.getByTestId("session-notice")).toHaveText("Your account and the data you supplied were deleted.");
  await page.screenshot({ path: "/tmp/privacy-deleted-notice.png" });
  await page.getByRole("button", { name: "Continue" }).click();

  // Signing in fails as for any unknown account.
  await uiLogin(page, account.email, account.password);
  await expect(page.getByText("Login Failed")).toBeVisible();

  // The same e-mail signs up again: a new, empty account.
  const again = await request.post("/api/v2/signup", {
    headers: DEVICE,
    data: { name: "Della Again", email: account.email, password: PASSWORD, confirmPassword: PASSWORD, agree_to_tos: true },
  });
  expect(again.status(), await again.text()).toBe(200);
  await verifyEmailByApi(request, account.email);
  await uiLogin(page, account.email, PASSWORD);
  await expect(page.getByText(/Welcome to Scuba, Della/)).toBeVisible();
});

test("a superadmin deletes a member from User Management, and erases a person from the admin area, each with a confirm saying what is removed", async ({ page, request }) => {
  const member = await apiSignup(request, undefined, "Umberto Removed");
  await uiLogin(page, SEEDED.admin.email, SEEDED.admin.password);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Erase a Person" })).toBeVisible();

  await page.goto("/user-management/");
  await page.getByTestId("admin-search").fill(member.email);
  await expect(page).toHaveURL(/\?filter=/);
  const row = page.getByTestId("user-row").filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await row.getByTestId("delete-user").click();
  const ask = page.getByRole("alertdialog", { name: `Delete ${member.email}?` });
  await expect(ask.getByText(/Payments and invoices are kept without their name or e-mail/)).toBeVisible();
  await page.screenshot({ path: "/tmp/privacy-admin-delete-confirm.png" });
  await ask.getByTestId("confirm-delete-user").click();
  await expect(page.getByText(`${member.email} was deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.post("/api/v2/login", { headers: DEVICE, data: { email: member.email, password: member.password } })).status()).toBe(401);

  await page.goto("/erase-person/");
  await expect(page.getByRole("heading", { name: "Erase a Person" })).toBeVisible();
  await page.getByLabel("LinkedIn profile URL").fill("https://www.linkedin.com/in/e2e-erasure-request");
  await page.getByTestId("erase-person").click();
  const confirm = page.getByRole("alertdialog", { name: "Erase this person everywhere?" });
  await expect(confirm.getByText(/a hash, never the address itself/)).toBeVisible();
  await page.screenshot({ path: "/tmp/privacy-erase-confirm.png" });
  await confirm.getByTestId("confirm-erase-person").click();
  await expect(page.getByRole("status")).toContainText("Erased: 0 person record(s) removed, 0 member(s)' data changed, 1 suppression entry added.");
  await page.screenshot({ path: "/tmp/privacy-erase-done.png" });
});
