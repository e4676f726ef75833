import { apiSignup, expect, test, uiLogin } from "./fixtures";
import { E2E_HUBSPOT_CONTACTS } from "../helpers/hubspot-stand-in";

// HubSpot in the browser (issue 16) against the e2e server's stand-in (scripts/e2e-server.ts):
// connect through the consent redirect, import contacts as uncharged leads, a second member meets
// 'Hubspot account already connected', disconnect.

test("connect HubSpot, import its contacts as leads without spending credits, disconnect", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const a = await apiSignup(request, undefined, "Hugo Hubber");
  await uiLogin(page, a.email, a.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.goto("/pipeline/");
  await expect(page.getByTestId("credits-left")).toHaveText("5 credits left");
  await expect(page.getByRole("button", { name: "Import Leads" })).toHaveCount(0);
  // The pipeline comes with its HTML: let its scripts take over before opening the menu.
  await page.waitForLoadState("networkidle");

  // Connect: off to HubSpot's consent page, back through /auth/hubspot-callback to the pipeline.
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Connect HubSpot" }).click();
  await expect(page.getByText("HubSpot connected")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/pipeline\/$/);

  await page.getByRole("button", { name: "Import Leads" }).click();
  await expect(page.getByText("Leads imported from hubspot")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("2 added, 0 already in your pipeline, 1 without enough details.")).toBeVisible();
  for (const c of E2E_HUBSPOT_CONTACTS.slice(0, 2)) await expect(page.getByText(`${c.properties.firstname} ${c.properties.lastname}`)).toBeVisible();
  // Imported leads are charged when first opened, not on import.
  await expect(page.getByTestId("credits-left")).toHaveText("5 credits left");
  await page.screenshot({ path: test.info().outputPath("hubspot-imported.png") });

  // The same HubSpot user cannot be linked by another member.
  const b = await apiSignup(request, undefined, "Bree Second");
  const other = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const second = await other.newPage();
  await uiLogin(second, b.email, b.password);
  await expect(second.getByTestId("home-greeting")).toBeVisible();
  await second.waitForLoadState("networkidle");
  await second.getByTestId("account-menu").click();
  await second.getByRole("menuitem", { name: "Connect HubSpot" }).click();
  await expect(second.getByRole("alert").filter({ hasText: "Hubspot" })).toHaveText("Hubspot account already connected", { timeout: 15_000 });
  await second.screenshot({ path: test.info().outputPath("hubspot-already-connected.png") });
  await second.getByRole("button", { name: "Go Back" }).click();
  await expect(second).toHaveURL(/\/pipeline\/$/);
  await other.close();

  // Disconnect, after a confirm.
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Disconnect HubSpot" }).click();
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("HubSpot disconnected")).toBeVisible();
  await expect(page.getByRole("button", { name: "Import Leads" })).toHaveCount(0);
});
