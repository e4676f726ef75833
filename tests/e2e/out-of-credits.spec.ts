import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { E2E_DEVICE_ID, apiSignup, expect, test, uiLogin } from "./fixtures";

// Issue 27 §5 (spec 001 §8): wherever a 402 arrives the spec's notice shows and the plan dialog
// opens; what the member sent is kept — the rows of a CSV upload the credits did not reach, a lead
// typed in the form — and after buying credits the pipeline resumes from there: nothing typed twice.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };

async function credits(page: Page): Promise<number> {
  return (await (await page.request.get("/api/v2/credit")).json()).data.remaining;
}

async function apiPost(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { headers: DEVICE, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

async function leadNames(page: Page, text: string): Promise<string[]> {
  const data = await apiPost(page, "/api/v1/list-leads", { where: { name: { contains: text } }, skip: 0, limit: 50, order: [{ name: "asc" }] });
  return data.data.map((l: { name: string }) => l.name);
}

/** The sandbox purchase of the Growth plan (100 credits) from the open plan dialog, back to where it started. */
async function buyGrowth(page: Page) {
  const dialog = page.getByTestId("plan-dialog");
  await dialog.getByRole("region", { name: "Growth" }).getByRole("button", { name: "Select Plan" }).click();
  await dialog.getByLabel("Street").fill("5 Long Lane");
  await dialog.getByLabel("City").fill("Leeds");
  await dialog.getByLabel("State").fill("West Yorkshire");
  await dialog.getByLabel("Zipcode").fill("LS1 4AP");
  await dialog.getByRole("combobox", { name: "Country" }).click();
  await page.getByPlaceholder("Search country…").fill("GB");
  await page.getByRole("option", { name: /United Kingdom/ }).click();
  await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/pay_[0-9a-f]+\/$/);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/pipeline\/$/, { timeout: 15_000 });
}

test("out of credits mid-upload and on the form: the notice and the plan dialog; the leads wait; after buying, Resume upload adds them from where it stopped", async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await apiSignup(request, undefined, "Otto Outofcredits");
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  // Ends in a digit: a name made from a LinkedIn address drops its last parts with digits (LinkedIn's
  // id), so the spent leads below ('Oc Spent') never carry it; an all-letter tag once made them match.
  const tag = `${randomBytes(3).toString("hex")}0`;
  // A one-person network (Add New Lead needs one), then 3 of the 5 welcome credits spent: 2 left.
  await apiPost(page, "/api/v2/linkedin/add-user", { linkedin_url: `https://www.linkedin.com/in/oc-contact-${tag}/` });
  for (const n of [1, 2, 3]) await apiPost(page, "/api/v2/leads", { linkedin_url: `https://www.linkedin.com/in/oc-spent-${n}-${tag}/`, upload_type: "manual" });
  expect(await credits(page)).toBe(2);

  const url = (slug: string) => `https://www.linkedin.com/in/${slug}-${tag}/`;
  const file = test.info().outputPath(`resume-${tag}.csv`);
  writeFileSync(
    file,
    [
      "name,company,role,profile,user_name,linkedin_url,email,phone_no,list_name",
      `Rhea One ${tag},Globex,CFO,,,${url("rhea")},,,Resume ${tag}`,
      `Saul Two ${tag},Initech,COO,,,${url("saul")},,,Resume ${tag}`,
      `Tess Three ${tag},Hooli,CTO,,,${url("tess")},,,Resume ${tag}`,
      `Umar Four ${tag},Hooli,CIO,,,${url("umar")},,,Resume ${tag}`,
    ].join("\n"),
  );

  // The upload: two rows added, the third refused — the plan dialog opens over the summary.
  await page.goto("/pipeline/");
  await page.getByRole("button", { name: "Add New Lead" }).click();
  await page.getByRole("menuitem", { name: "Upload CSV" }).click();
  const upload = page.getByRole("dialog", { name: "Upload CSV" });
  await upload.getByLabel("File").setInputFiles(file);
  await upload.getByRole("button", { name: "Upload" }).click();
  const plans = page.getByTestId("plan-dialog");
  await expect(plans.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("csv-402-plan-dialog.png") });
  await page.keyboard.press("Escape");
  await expect(upload.getByTestId("csv-stopped")).toContainText(`Oops, you're out of credits! Buy more credits to see warm paths to the 2 leads left in resume-${tag}.csv right away!`);
  await expect(upload.getByTestId("csv-stopped")).toContainText("The upload stopped at row 4.");
  await page.screenshot({ path: test.info().outputPath("csv-402-summary.png") });
  await upload.locator("form").getByRole("button", { name: "Close" }).click();

  // The pipeline keeps them and says so.
  const waiting = page.getByTestId("waiting-leads");
  await expect(waiting).toContainText(`2 leads are waiting to be added (resume-${tag}.csv, from row 4): you ran out of credits.`);
  await expect(waiting.getByRole("button", { name: "Buy credits" })).toBeVisible();

  // The form, out of credits: the notice, the plan dialog, and the typed lead joins the waiting ones.
  await page.getByRole("button", { name: "Add New Lead" }).click();
  await page.getByRole("menuitem", { name: "Upload New" }).click();
  const form = page.getByRole("dialog", { name: "Add New Lead" });
  await form.getByLabel("Name").fill(`Vera Form ${tag}`);
  await form.getByLabel("Company").fill("Globex");
  await form.getByLabel("Designation").fill("Head of Sales");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(`Oops, you're out of credits! Buy more credits to see warm paths to Vera Form ${tag} right away!`)).toBeVisible();
  await expect(plans.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("form-402.png") });
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(waiting).toContainText("3 leads are waiting to be added");
  await page.screenshot({ path: test.info().outputPath("waiting-banner.png") });
  expect(await leadNames(page, tag)).toEqual([`Rhea One ${tag}`, `Saul Two ${tag}`]);

  // Buy credits from the banner; back on the pipeline, Resume upload sends the three from there.
  await waiting.getByRole("button", { name: "Buy credits" }).click();
  await buyGrowth(page);
  expect(await credits(page)).toBe(100);
  await expect(waiting.getByRole("button", { name: "Resume upload" })).toBeVisible();
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/v2/leads") && r.method() === "POST") sent++;
  });
  await waiting.getByRole("button", { name: "Resume upload" }).click();
  const resume = page.getByRole("dialog", { name: "Resume upload" });
  await expect(resume.getByTestId("csv-summary")).toContainText("3 added · 0 skipped (no linkedin_url) · 0 failed");
  await expect(resume.getByText("100% · 3/3 rows")).toBeVisible();
  await expect(page.getByText("Leads uploaded successfully")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("resumed.png") });
  expect(sent).toBe(3);
  await resume.locator("form").getByRole("button", { name: "Close" }).click();
  await expect(waiting).toHaveCount(0);

  // Every lead once, the CSV's in its list, and three credits spent.
  expect(await leadNames(page, tag)).toEqual([`Rhea One ${tag}`, `Saul Two ${tag}`, `Tess Three ${tag}`, `Umar Four ${tag}`, `Vera Form ${tag}`]);
  expect(await credits(page)).toBe(97);
  await page.getByRole("button", { name: new RegExp(`^Resume ${tag}`) }).click();
  await expect(page.getByTestId("lead-row")).toHaveCount(4);
});
