import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_DEVICE_ID, PASSWORD, expect, passFirstRun, test, totpCode, uiLogin, uniqueEmail, verificationLink } from "./fixtures";

// Issue 27's journey, walked as a new seller would, so that what was fixed stays fixed: sign up →
// import the network → add a lead by the form (what was typed is kept) → its paths appear without a
// reload → out of credits mid-upload → buy → the upload resumes where it stopped → two-factor, and a
// sign-in with a recovery code after the phone is lost.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };

/** A page's guided tour opens on the first visit once there is something to show: the seller closes it. */
async function closeTourIfShown(page: Page) {
  const tour = page.locator(".driver-popover");
  if (await tour.isVisible()) await tour.getByRole("button", { name: "Close" }).click();
  await expect(tour).toHaveCount(0);
}

async function credits(page: Page): Promise<number> {
  return (await (await page.request.get("/api/v2/credit", { headers: DEVICE })).json()).data.remaining;
}

test("a new seller's first run, without a dead end", async ({ page }) => {
  test.setTimeout(240_000);
  const tag = randomBytes(3).toString("hex");
  const email = uniqueEmail("journey");

  // Sign up, follow the mailed link, sign in; the first run's dialogs one at a time.
  await page.goto("/signup/");
  await page.getByLabel("Name").fill("Jo Journey");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("User registered successfully")).toBeVisible();
  await page.goto(await verificationLink(email));
  await expect(page.getByTestId("verify-email-text")).toContainText("Email verified successfully");
  await uiLogin(page, email, PASSWORD);
  await expect(page.getByText("Welcome to Scuba, Jo!")).toBeVisible();
  await passFirstRun(page);
  await expect(page.getByTestId("home-greeting")).toBeVisible();

  // Import the LinkedIn export: the counter moves, and the upload ends with its summary.
  await page.goto("/network/");
  await page.getByTestId("add-network").click();
  await page.getByRole("menuitem", { name: "Add My Network" }).click();
  await page.getByTestId("network-file").setInputFiles(path.resolve("../shared/data/linkedin-export-synthetic/Connections.csv"));
  await page.getByTestId("upload-submit").click();
  await expect(page.getByText("Base network added successfully")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("1,869 rows read · 1,796 people added · 0 merged with people already there · 73 skipped")).toBeVisible();
  await expect(page.getByTestId("network-count")).toHaveText("1796 connections");
  await page.screenshot({ path: test.info().outputPath("journey-1-network.png") });

  // Add a lead by the form, URL and typed fields together: both are kept, a credit is spent once.
  await page.goto("/pipeline/");
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  expect(await credits(page)).toBe(5);
  await page.getByRole("button", { name: "Add New Lead" }).click();
  await page.getByRole("menuitem", { name: "Upload New" }).click();
  const form = page.getByRole("dialog", { name: "Add New Lead" });
  await form.getByLabel("LinkedIn URL").fill(`https://www.linkedin.com/in/jordan-blake-gcloud-${tag}/`);
  await form.getByLabel("Name").fill("Jordan Blake");
  await form.getByLabel("Company").fill("Cognizant");
  await form.getByLabel("Designation").fill("VP of Sales");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Leads added successfully")).toBeVisible();
  const row = page.getByTestId("lead-row").filter({ hasText: "Jordan Blake" });
  await expect(row).toContainText("Cognizant");
  await expect(row).toContainText("VP of Sales");
  await expect(row).not.toContainText("Gcloud");
  // Its paths arrive from a background job: never '0' meanwhile, then counted — without a reload.
  const count = row.getByTestId("warm-paths");
  await expect(count).not.toHaveText(/^0$/);
  await expect(count).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await credits(page)).toBe(4);
  await page.screenshot({ path: test.info().outputPath("journey-2-lead.png") });

  // Out of credits in the middle of a CSV upload: the notice and the plan dialog; buy; resume.
  for (const n of [1, 2, 3]) {
    const res = await page.request.post("/api/v2/leads", { headers: DEVICE, data: { linkedin_url: `https://www.linkedin.com/in/spent-${n}-${tag}/`, upload_type: "manual" } });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect(await credits(page)).toBe(1);
  const file = test.info().outputPath(`journey-${tag}.csv`);
  writeFileSync(
    file,
    [
      "name,company,role,profile,user_name,linkedin_url,email,phone_no,list_name",
      `Ada One ${tag},Cognizant,CFO,,,https://www.linkedin.com/in/ada-${tag}/,,,Journey ${tag}`,
      `Bo Two ${tag},Cognizant,COO,,,https://www.linkedin.com/in/bo-${tag}/,,,Journey ${tag}`,
      `Cy Three ${tag},Cognizant,CTO,,,https://www.linkedin.com/in/cy-${tag}/,,,Journey ${tag}`,
    ].join("\n"),
  );
  await page.waitForTimeout(1_000);
  await closeTourIfShown(page);
  await page.getByRole("button", { name: "Add New Lead" }).click();
  await page.getByRole("menuitem", { name: "Upload CSV" }).click();
  const upload = page.getByRole("dialog", { name: "Upload CSV" });
  await upload.getByLabel("File").setInputFiles(file);
  await upload.getByRole("button", { name: "Upload" }).click();
  const plans = page.getByTestId("plan-dialog");
  await expect(plans.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("journey-3-out-of-credits.png") });
  await page.keyboard.press("Escape");
  await expect(upload.getByTestId("csv-stopped")).toContainText("The upload stopped at row 3.");
  await upload.locator("form").getByRole("button", { name: "Close" }).click();
  const waiting = page.getByTestId("waiting-leads");
  await expect(waiting).toContainText("2 leads are waiting to be added");
  await waiting.getByRole("button", { name: "Buy credits" }).click();
  const dialog = page.getByTestId("plan-dialog");
  await dialog.getByRole("region", { name: "Growth" }).getByRole("button", { name: "Select Plan" }).click();
  await dialog.getByLabel("Street").fill("1 Market Street");
  await dialog.getByLabel("City").fill("San Francisco");
  await dialog.getByLabel("State").fill("CA");
  await dialog.getByLabel("Zipcode").fill("94105");
  await dialog.getByRole("combobox", { name: "Country" }).click();
  await page.getByPlaceholder("Search country…").fill("united states of");
  await page.getByRole("option", { name: /^United States of America/ }).click();
  await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/pay_[0-9a-f]+\/$/);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/pipeline\/$/, { timeout: 15_000 });
  await waiting.getByRole("button", { name: "Resume upload" }).click();
  const resume = page.getByRole("dialog", { name: "Resume upload" });
  await expect(resume.getByTestId("csv-summary")).toContainText("2 added · 0 skipped (no linkedin_url) · 0 failed");
  await resume.locator("form").getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: new RegExp(`^Journey ${tag}`) }).click();
  await expect(page.getByTestId("lead-row")).toHaveCount(3);
  expect(await credits(page)).toBe(100 - 2);
  await page.screenshot({ path: test.info().outputPath("journey-4-resumed.png") });

  // Two-factor on; the phone is lost; a recovery code, as the dialog showed it, signs in.
  await closeTourIfShown(page);
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Two-factor authentication" }).click();
  const twoFactor = page.getByRole("dialog", { name: "Two-factor authentication" });
  await twoFactor.getByRole("button", { name: "Setup" }).click();
  const secret = (await twoFactor.getByTestId("two-factor-secret").textContent())!.trim();
  await twoFactor.getByLabel("Current password").fill(PASSWORD);
  await twoFactor.getByLabel("6-digit code from the app").fill(await totpCode(secret));
  await twoFactor.getByRole("button", { name: "Enable" }).click();
  await expect(twoFactor.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  const codes = await twoFactor.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
  await twoFactor.getByRole("button", { name: "I saved them" }).click();
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[3]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("journey-5-home.png") });
});
