import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pipelineHref } from "@/lib/links/codec";
import { E2E_DEVICE_ID, SEEDED, apiSignup, expect, test, totpCode, uiLogin, uniqueEmail } from "./fixtures";

// Issue 27 §18: every page — guest, member, superadmin — and the dialogs a first run meets have no
// serious or critical violation of the WCAG 2.0/2.1 A and AA rules axe-core checks. Each page is
// scanned as a person sees it (after it settled), and photographed for a look.
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const DEVICE = { "x-device-id": E2E_DEVICE_ID };

async function expectNoSeriousViolations(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  // A viewport shot: a full-page one resizes the window, and the desktop gate remounts the app.
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ")}`).join("\n")}`);
  // Soft: one run lists every page's violations, not only the first page's.
  expect.soft(report, `${name}: ${page.url()}`).toEqual([]);
}

async function apiPost(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { headers: DEVICE, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

test("guest pages", async ({ page }) => {
  const pages: [string, string, () => Promise<void>][] = [
    ["login", "/login/", () => expect(page.getByRole("button", { name: "Login" })).toBeEnabled()],
    ["login-session-expired", "/login/?type=session_expired", () => expect(page.getByRole("button", { name: "Continue" })).toBeVisible()],
    ["signup", "/signup/", () => expect(page.getByRole("button", { name: "Create account" })).toBeEnabled()],
    ["forgot-password", "/forgot-password/", () => expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible()],
    ["reset-password", "/reset-password/not-a-link/", () => expect(page.getByRole("button", { name: "Reset password" })).toBeVisible()],
    ["verify-email", "/verify-email/not-a-token/", () => expect(page.getByText("Verification failed")).toBeVisible()],
    ["invitee", "/invitees/not-an-invite/", () => expect(page.getByText("Sign up here")).toBeVisible()],
  ];
  for (const [name, url, ready] of pages) {
    await page.goto(url);
    await ready();
    await expectNoSeriousViolations(page, `guest-${name}`);
  }
  // A failed sign-in's 'Login Failed' box.
  await page.goto("/login/");
  await page.getByLabel("Email").fill("nobody@acme-corp.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expectNoSeriousViolations(page, "guest-login-failed");
  // Narrower than 1024 px: the Desktop Only card.
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto("/login/");
  await expect(page.getByText("Desktop Only")).toBeVisible();
  await expectNoSeriousViolations(page, "guest-desktop-only");
});

test("toasts: an error and a success toast are readable over their own colours", async ({ page }) => {
  // The sign-up form's mismatch toast (error), then its success toast; axe reads the toast alone.
  const toastIsReadable = async (name: string) => {
    // Read once it has slid in (axe would blend a fading toast's colours).
    await expect(page.locator("[data-sonner-toast]").first()).toHaveCSS("opacity", "1");
    await page.screenshot({ path: test.info().outputPath(`toast-${name}.png`) });
    const { violations } = await new AxeBuilder({ page }).include("[data-sonner-toast]").withTags(WCAG).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(" / ")}`), name).toEqual([]);
  };
  await page.goto("/signup/");
  await page.getByLabel("Name").fill("Tess Toast");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("first-password");
  await page.getByLabel("Confirm password").fill("other-password");
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("[data-sonner-toast][data-type=error]")).toContainText("Passwords don't match");
  await toastIsReadable("error");
  await page.getByLabel("Confirm password").fill("first-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("[data-sonner-toast][data-type=success]")).toContainText("User registered successfully");
  await toastIsReadable("success");
});

test("a new member's first run: the welcome dialog, the questionnaire, the HOME tour", async ({ page, request }) => {
  const { email, password } = await apiSignup(request, undefined, "Axel Access", { welcomed: false });
  await uiLogin(page, email, password);
  await expect(page.getByRole("dialog", { name: "Welcome to Scuba, Axel!" })).toBeVisible();
  await expectNoSeriousViolations(page, "member-welcome-dialog");
  await page.getByRole("button", { name: "Get Started" }).click();
  await expect(page.getByRole("dialog", { name: "Tell us about your work" })).toBeVisible();
  await expectNoSeriousViolations(page, "member-questionnaire");
  await page.getByRole("button", { name: "Skip for now" }).click();
  const tour = page.locator(".driver-popover");
  await expect(tour).toBeVisible();
  // The tour fades in (0.4 s): checked half-faded, its Next button read as too light to axe.
  await tour.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expectNoSeriousViolations(page, "member-home-tour");
});

test("member pages", async ({ page }) => {
  test.setTimeout(150_000);
  await uiLogin(page, SEEDED.demo.email, SEEDED.demo.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await expectNoSeriousViolations(page, "member-home");

  await page.goto("/pipeline/");
  await expect(page.getByTestId("lead-row").first()).toBeVisible();
  await expectNoSeriousViolations(page, "member-pipeline");

  const leads = await apiPost(page, "/api/v1/list-leads", { skip: 0, limit: 1, order: [{ name: "asc" }] });
  const lead = leads.data[0] as { id: string };
  await page.goto(pipelineHref({ id: lead.id, target: "", can_process: true }));
  await expect(page.getByTestId("paths-heading")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("path-row").first()).toBeVisible();
  await expectNoSeriousViolations(page, "member-pipeline-detail");

  // Issue 28: the strength's popover (opened by the keyboard) and the person panel.
  const strength = page.getByTestId("path-row").first().getByTestId("strength-button");
  await strength.focus();
  await page.keyboard.press("Enter");
  const popover = page.getByTestId("strength-popover");
  await expect(popover).toBeVisible();
  await popover.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expectNoSeriousViolations(page, "member-strength-popover");
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await page.getByTestId("path-row").first().getByTestId("person-link").first().click();
  const panel = page.getByTestId("person-panel");
  await expect(panel.getByTestId("person-known-by")).toBeVisible({ timeout: 20_000 });
  await panel.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expectNoSeriousViolations(page, "member-person-panel");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // The bell's alerts and the Team tab of Team Collaborators (issue 29).
  await page.getByTestId("alert-bell").click();
  await expect(page.getByTestId("alert-panel").getByRole("heading", { name: "Alerts" })).toBeVisible();
  await expectNoSeriousViolations(page, "member-alert-panel");
  await page.keyboard.press("Escape");
  await page.getByTestId("invite-button").click();
  const team = page.getByTestId("team-collaborators-dialog");
  await team.getByRole("tab", { name: "Team" }).click();
  await expect(team.getByTestId("connector-row").first()).toBeVisible();
  await expect(team.getByRole("table", { name: "Outcomes by strength band" })).toBeVisible();
  await expectNoSeriousViolations(page, "member-team-tab");
  await page.keyboard.press("Escape");

  await page.goto("/network/");
  await expect(page.getByRole("heading", { name: "Discover and Manage Your Network of Powerful Connections" })).toBeVisible();
  await expect(page.getByTestId("connection-row").first()).toBeVisible();
  await expectNoSeriousViolations(page, "member-network");
  await page.goto("/network/?screen=card");
  await expect(page.getByTestId("connection-card").first()).toBeVisible();
  await expectNoSeriousViolations(page, "member-network-cards");

  // Companies (issue 29): the search list, and one company with its people and ways in.
  await page.goto("/companies/");
  await expect(page.getByRole("heading", { name: "Companies", exact: true })).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, "member-companies");
  await page.getByRole("row").nth(1).getByRole("link").click();
  await expect(page.getByTestId("company-person").first()).toBeVisible();
  await expectNoSeriousViolations(page, "member-company");

  // The account menu's data rights (issue 31): 'Export my data' and 'Delete account'.
  for (const [item, name] of [
    ["Export my data", "member-export-my-data"],
    ["Delete account", "member-delete-account"],
  ] as const) {
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: item }).click();
    const dialog = page.getByRole("dialog", { name: item });
    await expect(dialog).toBeVisible();
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectNoSeriousViolations(page, name);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }

  for (const [name, url, heading] of [
    ["payment", "/payment/", /Payments/],
    ["recommendations", "/recommendations/", /Recommendations/],
    ["welcome", "/welcome/", /Welcome to Scuba/],
    ["extension", "/extension/", /Install the Scuba extension/],
    ["not-found", "/no-such-page/", /./],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    await expectNoSeriousViolations(page, `member-${name}`);
  }

  // The plan dialog, the order form, the sandbox checkout and the billing page.
  await page.goto("/?next=payment");
  const plans = page.getByRole("dialog", { name: "Choose Your Plan" });
  await expect(plans.getByTestId("plan-card").first()).toBeVisible();
  await expectNoSeriousViolations(page, "member-plan-dialog");
  await plans.getByRole("button", { name: "Select Plan" }).first().click();
  await expect(page.getByRole("heading", { name: "Complete Order" })).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.getByText("Street address must be at least 3 characters.")).toBeVisible();
  await expectNoSeriousViolations(page, "member-order-form");
  const list = (await (await page.request.get("/api/payment/v1/plans?type=lead")).json()).data.plans as { id: string; is_enterprise: boolean }[];
  const order = await apiPost(page, "/api/payment/v1/payment", {
    product_id: list.find((p) => !p.is_enterprise)!.id,
    name: "Dana Demo",
    email: SEEDED.demo.email,
    street: "1 Market Street",
    city: "San Francisco",
    state: "CA",
    zipcode: "94105",
    country: "US",
  });
  await page.goto(order.payment_link);
  await expect(page.getByText("Test checkout — no real payment is made")).toBeVisible();
  await expectNoSeriousViolations(page, "member-sandbox-checkout");
  await page.goto(`/billing/?payment_id=${order.payment_id}&redirect_url=/payment/`);
  await expect(page.getByText("Processing Payment")).toBeVisible();
  await expectNoSeriousViolations(page, "member-billing");
});

test("superadmin pages, and the sign-in's two-factor step", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/login/");
  await page.getByLabel("Email").fill(SEEDED.admin.email);
  await page.getByLabel("Password").fill(SEEDED.admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await expectNoSeriousViolations(page, "guest-two-factor-step");
  await page.getByLabel("Authentication code").fill(await totpCode(SEEDED.admin.totpSecret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "User Management" })).toBeVisible();

  const me = (await (await page.request.get("/api/v2/verify")).json()).data as { id: string };
  for (const [name, url, heading] of [
    ["user-sessions", "/user-sessions/", "Session Management"],
    ["user-sessions-one", `/user-sessions/${me.id}/`, "Active Sessions"],
    ["user-management", "/user-management/", "User Management"],
    ["user-report", "/user-report/", "User Report"],
    ["top-network", "/top-network/", "Top Network"],
    ["refresh-lead", "/refresh-lead/", "Refresh Leads"],
    ["calibration", "/calibration/", "Calibration"],
    ["erase-person", "/erase-person/", "Erase a Person"],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    await expectNoSeriousViolations(page, `admin-${name}`);
  }
});
