import { mkdirSync } from "node:fs";
import { apiSignup, expect, test, uiLogin } from "./fixtures";

const SHOTS = "/tmp/shots-pipeline";
mkdirSync(SHOTS, { recursive: true });

test("a member with no leads sees the onboarding home and completes their profile", async ({ page, request }) => {
  const account = await apiSignup(request, undefined, "Olga Onboard");
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toHaveText("Hi Olga, Ready to Dive into Scuba?");
  await expect(page.getByText("Step 1 · Get started, build your network")).toBeVisible();
  await expect(page.getByText("Step 2 · Find warm paths to cold targets")).toBeVisible();
  await expect(page.getByText("Take a Guided Tour")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-onboarding.png` });

  await page.getByRole("button", { name: "LinkedIn" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("LinkedIn profile URL").fill("https://linkedin.com/company/acme");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please enter a valid LinkedIn profile URL (e.g., https://www.linkedin.com/in/username)")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile-dialog.png` });
  await dialog.getByLabel("LinkedIn profile URL").fill("https://www.linkedin.com/in/olga-onboard");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Linkedin profiles fetched successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/network\/$/);
});
