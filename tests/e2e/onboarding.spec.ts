import type { Page } from "@playwright/test";
import { apiSignup, E2E_DEVICE_ID, expect, sessionToken, test, uiLogin } from "./fixtures";

// A new member's first run (issue 15): the welcome dialog, the questionnaire, the HOME tour walked
// to its anchors, the PIPELINE tour 2 s after the page and never again once seen, a banner counting
// down to gone, and 'How to use' reopening tours. (Page views reaching the superadmin's log: admin.spec.ts.)

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/${path}`, { headers: { "x-device-id": E2E_DEVICE_ID, authorization: `Bearer ${await sessionToken(page)}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as T;
}

const tour = (page: Page) => page.locator(".driver-popover");

/** The tour's open step: its title, progress, and the element it highlights. */
async function expectStep(page: Page, title: string, progress: string, anchor: string) {
  await expect(tour(page).locator(".driver-popover-title")).toHaveText(title);
  await expect(tour(page).locator(".driver-popover-progress-text")).toHaveText(progress);
  await expect(page.locator(`[data-tour="${anchor}"]`)).toHaveClass(/driver-active-element/);
}

function guideSeen(page: Page) {
  return page.waitForResponse((r) => r.url().includes("/api/v2/onboarding/guide") && r.request().method() === "PUT" && r.ok());
}

test("a new member: welcome, questionnaire, the HOME tour, the PIPELINE tour after 2 s once, a banner counting down, How to use", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, password } = await apiSignup(request, undefined, "Olive Onboard", { welcomed: false });
  await uiLogin(page, email, password);

  await test.step("the welcome dialog, then the questionnaire with its messages", async () => {
    await expect(page.getByRole("dialog", { name: "Welcome to Scuba, Olive!" })).toBeVisible();
    await page.getByRole("button", { name: "Get Started" }).click();
    const form = page.getByRole("dialog", { name: "Tell us about your work" });
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(form.getByText("Please select your business type")).toBeVisible();
    await expect(form.getByText("Please select your network size")).toBeVisible();
    await form.getByText("500–2,000").click();
    await form.getByText("Other", { exact: true }).click();
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(form.getByText("Please tell us your business type")).toBeVisible();
    await form.getByLabel("Your business").fill("Venture studio");
    await form.getByLabel("Company name (optional)").fill("Olive Ventures");
    await page.screenshot({ path: test.info().outputPath("questionnaire.png") });
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(form).toHaveCount(0);
    const status = await api<Record<string, unknown>>(page, "v2/onboarding/status");
    expect(status).toEqual({ onBoardingStatus: false, businessType: "Other", otherBusinessType: "Venture studio", companyName: "Olive Ventures", baseNetworkSize: "500–2,000" });
  });

  await test.step("the HOME tour opens and walks its three steps to the onboarding home's elements", async () => {
    await expect(tour(page)).toBeVisible();
    await expectStep(page, "Step 1 · Build your network", "1 of 3", "home-step-network");
    await page.screenshot({ path: test.info().outputPath("home-tour.png") });
    await tour(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, "Step 2 · Add your leads", "2 of 3", "home-step-pipeline");
    await tour(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, "See it in action", "3 of 3", "home-demo");
    const seen = guideSeen(page);
    await tour(page).getByRole("button", { name: "Done" }).click();
    await seen;
    await expect(tour(page)).toHaveCount(0);
    const guides = await api<{ module: string; remaining: number }[]>(page, "v2/onboarding/guide");
    expect(guides.find((g) => g.module === "HOME")?.remaining).toBe(0);
    expect(guides.find((g) => g.module === "PIPELINE")?.remaining).toBe(1);
  });

  await test.step("the HOME banner shows on three visits, dismisses itself after 5 s, then never again", async () => {
    // The first visit's showing was counted behind the dialogs; two more visits, then none.
    const banner = page.getByTestId("info-banner-HOME");
    for (let visit = 2; visit <= 3; visit++) {
      const counted = page.waitForResponse((r) => r.url().includes("/api/v2/info?module=HOME") && r.request().method() === "PATCH");
      await page.reload();
      await expect(banner).toBeVisible();
      expect((await (await counted).json()).data.remaining).toBe(3 - visit);
    }
    await expect(banner).toHaveCount(0, { timeout: 8000 });
    await page.reload();
    await expect(page.getByTestId("home-greeting")).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(banner).toHaveCount(0);
    expect((await api<{ remaining: number }>(page, "v2/info?module=HOME")).remaining).toBe(0);
  });

  await test.step("the PIPELINE tour opens 2 s after the page, once", async () => {
    const started = Date.now();
    await page.goto("/pipeline/");
    await expect(page.getByText("Your pipeline has no leads it's time to add some!")).toBeVisible();
    await expect(tour(page)).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await expectStep(page, "Add New Lead", "1 of 5", "pipeline-add");
    await page.screenshot({ path: test.info().outputPath("pipeline-tour.png") });
    await tour(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, "Search", "2 of 5", "pipeline-search");
    const seen = guideSeen(page);
    await tour(page).getByRole("button", { name: "Close" }).click();
    await seen;
    await page.reload();
    await expect(page.getByText("Your pipeline has no leads it's time to add some!")).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(tour(page)).toHaveCount(0);
  });

  await test.step("'How to use' reopens a tour at will", async () => {
    await page.getByRole("button", { name: "How to use" }).click();
    await expectStep(page, "Add New Lead", "1 of 5", "pipeline-add");
    for (const [title, n, anchor] of [["Search", 2, "pipeline-search"], ["Relations Filters", 3, "pipeline-filter"], ["Scuba AI Sort", 4, "pipeline-ai-sort"], ["Your leads", 5, "pipeline-table"]] as const) {
      await tour(page).getByRole("button", { name: "Next" }).click();
      await expectStep(page, title, `${n} of 5`, anchor);
    }
    await tour(page).getByRole("button", { name: "Done" }).click();
    await expect(tour(page)).toHaveCount(0);

    // The account menu's 'How to use' opens the page's tour: on the network page, the team's.
    await page.goto("/network/");
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "How to use" }).click();
    await expectStep(page, "Invite teammates", "1 of 3", "collab-invite");
    await page.screenshot({ path: test.info().outputPath("collaborator-tour.png") });
    await page.keyboard.press("Escape");
    await expect(tour(page)).toHaveCount(0);
  });
});

test("the first run opens one dialog at a time, each reachable again; the welcome card links the extension's install steps and says how to get Connections.csv", async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, password } = await apiSignup(request, undefined, "Wendy Welcome", { welcomed: false });
  await uiLogin(page, email, password);
  const welcome = page.getByRole("dialog", { name: "Welcome to Scuba, Wendy!" });
  const questionnaire = page.getByRole("dialog", { name: "Tell us about your work" });
  await expect(welcome).toBeVisible();
  // One at a time: nothing else open under the welcome.
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(tour(page)).toHaveCount(0);
  await expect(welcome.getByRole("link", { name: "Install the Scuba extension" })).toHaveAttribute("href", "/extension/");
  await expect(welcome.getByText(/Connections\.csv/)).toBeVisible();
  await expect(welcome.getByText(/Get a copy of your data/)).toBeVisible();
  await expect(welcome.getByRole("link", { name: "Upload it here" })).toHaveAttribute("href", "/network/?dialog=upload");
  await page.screenshot({ path: test.info().outputPath("welcome-dialog.png") });

  await welcome.getByRole("button", { name: "Get Started" }).click();
  await expect(questionnaire).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(tour(page)).toHaveCount(0);
  await questionnaire.getByRole("button", { name: "Skip for now" }).click();
  await expect(tour(page)).toBeVisible();
  await expect(questionnaire).toHaveCount(0);
  await expect(welcome).toHaveCount(0);
  const seen = guideSeen(page);
  await tour(page).getByRole("button", { name: "Close" }).click();
  await seen;

  // Both dialogs again from the account menu; closing them changes nothing.
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Welcome guide" }).click();
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Get Started" }).click();
  await expect(welcome).toHaveCount(0);
  await expect(questionnaire).toHaveCount(0);
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "About your work" }).click();
  await expect(questionnaire).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(questionnaire).toHaveCount(0);
  expect((await api<{ onBoardingStatus: boolean }>(page, "v2/onboarding/status")).onBoardingStatus).toBe(false);

  // The extension's page: its install steps.
  await page.goto("/extension/");
  await expect(page.getByRole("heading", { name: "Install the Scuba extension" })).toBeVisible();
  await expect(page.getByTestId("extension-steps").getByRole("listitem")).toHaveCount(5);
  await expect(page.getByTestId("extension-steps")).toContainText("Load unpacked");
  await page.screenshot({ path: test.info().outputPath("extension-page.png"), fullPage: true });
});
