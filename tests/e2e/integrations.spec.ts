import type { Page } from "@playwright/test";
import { apiSignup, expect, test, uiLogin } from "./fixtures";

// Issue 27 §10: only the buttons this server can do, or a plain word on what is missing; the plan
// notes agree with the buttons. This server has Google and LinkedIn configured (scripts/e2e-server.ts).

async function openPlans(page: Page) {
  await page.goto("/?next=payment");
  const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
  await expect(dialog.getByTestId("plan-card").first()).toBeVisible();
  return dialog;
}

test("a server with Google and LinkedIn offers their buttons, and the plan dialog does not call working Gmail sync 'coming soon'", async ({ page, request }) => {
  await page.goto("/login/");
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with LinkedIn" })).toBeVisible();
  await page.goto("/signup/");
  await expect(page.getByRole("button", { name: "Sign up with Google" })).toBeVisible();

  const { email, password } = await apiSignup(request);
  await uiLogin(page, email, password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await expect(page.getByTestId("sync-gmail-button")).toBeVisible();
  await expect(page.getByTestId("google-sync-unavailable")).toHaveCount(0);
  const dialog = await openPlans(page);
  await expect(dialog.getByText("Plans are subject to change. Contact us for custom pricing options.")).toBeVisible();
  await expect(dialog.getByText("*Gmail / Calendar integrations are coming soon")).toHaveCount(0);
});

test("where Gmail/Calendar sync is not set up, its buttons give way to a plain note and the plans say 'coming soon'", async ({ page, request }) => {
  const { email, password } = await apiSignup(request);
  // The member's details as a server without Google would answer them.
  await page.route("**/api/v2/verify", async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data.integrations = { google_sign_in: false, linkedin_sign_in: false, gmail_calendar: false };
    await route.fulfill({ response: res, json: body });
  });
  await uiLogin(page, email, password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await expect(page.getByTestId("google-sync-unavailable")).toHaveText("Gmail and Calendar sync is not set up on this server. Ask your administrator.");
  await expect(page.getByTestId("sync-gmail-button")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("home-without-google.png") });

  await page.getByTestId("account-menu").click();
  const item = page.getByRole("menuitem", { name: "Google sync is not set up on this server" });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute("aria-disabled", "true");
  await page.screenshot({ path: test.info().outputPath("account-menu-without-google.png") });
  await page.keyboard.press("Escape");

  const dialog = await openPlans(page);
  await expect(dialog.getByText("*Gmail / Calendar integrations are coming soon")).toBeVisible();
});
