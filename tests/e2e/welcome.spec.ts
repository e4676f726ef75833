import { E2E_DEVICE_ID, apiSignup, expect, test, uiLogin } from "./fixtures";

test("/welcome/ shows a new member's next steps, and a step is done once the member has done it", async ({ page, request }) => {
  const { email, password } = await apiSignup(request);
  await uiLogin(page, email, password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();

  await page.goto("/welcome/");
  await expect(page.getByRole("heading", { name: /^Welcome to Scuba, / })).toBeVisible();
  await expect(page.getByTestId("welcome-progress")).toHaveText("0 of 4 done");
  for (const id of ["linkedin", "google", "team", "lead"]) await expect(page.getByTestId(`welcome-step-${id}`)).toHaveAttribute("data-done", "false");
  await expect(page.getByRole("link", { name: "Upload connections" })).toHaveAttribute("href", "/network/?dialog=upload");
  await page.screenshot({ path: test.info().outputPath("welcome.png") });

  // Inviting opens the Team Collaborators dialog right here.
  await page.getByRole("button", { name: "Invite collaborators" }).click();
  await expect(page.getByRole("dialog", { name: "Team Collaborators" })).toBeVisible();
  await page.keyboard.press("Escape");

  // A lead added (here through the API) marks its step done.
  const res = await page.request.post("/api/v2/leads", {
    headers: { "x-device-id": E2E_DEVICE_ID },
    data: { linkedin_url: "https://www.linkedin.com/in/welcome-first-lead/", upload_type: "manual" },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("welcome-step-lead")).toHaveAttribute("data-done", "true");
  await expect(page.getByTestId("welcome-progress")).toHaveText("1 of 4 done");
  await expect(page.getByRole("link", { name: "Open the pipeline" })).toHaveCount(0);
});
