import type { Page } from "@playwright/test";
import { E2E_DEVICE_ID, PASSWORD, apiSignup, expect, test, uiLogin } from "./fixtures";

// Companies (issue 29): search a company → open it → select people → Add as leads → they are in the
// pipeline. Screens photographed at 1366 and 1024 px.
const DEVICE = { "x-device-id": E2E_DEVICE_ID };

/** The next matching answer as the server gives it while a teammate's addition is refreshed: `updating` set. */
function answerOnceAsUpdating(page: Page, match: (url: URL) => boolean) {
  return page.route(
    match,
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.updating = { computed_at: new Date().toISOString() };
      await route.fulfill({ response, json: body });
    },
    { times: 1 },
  );
}

test("a member finds a company, sees the best way in to its people and adds two of them as leads", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email } = await apiSignup(request, undefined, "Cora Company");
  expect((await request.post("/api/v2/login", { headers: DEVICE, data: { email, password: PASSWORD } })).status()).toBe(200);
  // 'Vandelay Industries' and 'Vandelay Industries, Inc.' are one company (its normalised key).
  const csv = [
    "First Name,Last Name,URL,Email Address,Company,Position,Connected On",
    "Art,Vandelay,https://www.linkedin.com/in/art-vandelay-e2e,,Vandelay Industries,Chief Executive Officer,01 Jan 2020",
    "Elaine,Benes,https://www.linkedin.com/in/elaine-benes-e2e,,\"Vandelay Industries, Inc.\",VP Sales,02 Feb 2021",
    "Kel,Varnsen,https://www.linkedin.com/in/kel-varnsen-e2e,,Vandelay Industries,Software Engineer,03 Mar 2022",
    "Newman,Postal,https://www.linkedin.com/in/newman-postal-e2e,,US Postal Service,Mail Carrier,04 Apr 2019",
  ].join("\n");
  expect((await request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content: `${csv}\n` } })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get("/api/v2/linkedin/upload-status", { headers: DEVICE })).json()).data?.linkedin?.status, { timeout: 30_000 })
    .toBe("done");

  await uiLogin(page, email, PASSWORD);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Companies" }).click();
  await expect(page.getByRole("heading", { name: "Companies", exact: true })).toBeVisible();
  // The search's first answer counts from the maps before a teammate's addition: the list says so
  // and looks again on its own.
  await answerOnceAsUpdating(page, (url) => /^\/api\/v2\/companies\/?$/.test(url.pathname) && url.searchParams.get("search") === "vandelay inc");
  await page.getByLabel("Search a company").fill("vandelay inc");
  const row = page.getByRole("row", { name: /Vandelay Industries/ });
  await expect(row).toBeVisible();
  const counting = page.getByRole("status").filter({ hasText: "Updating: your team's network just grew. These counts are from just before" });
  await expect(counting).toBeVisible();
  await page.screenshot({ path: "/tmp/companies-list-updating-1366.png" });
  await expect(counting).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row.getByRole("cell").nth(1)).toHaveText("3");
  await page.screenshot({ path: "/tmp/companies-list-1366.png" });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: "/tmp/companies-list-1024.png" });
  await page.setViewportSize({ width: 1366, height: 860 });

  // The first answer is the map from before a teammate's addition (as the server answers while its
  // refresh runs, tests/integration/companies/stored-maps.test.ts): the page says so and looks again.
  await answerOnceAsUpdating(page, (url) => /^\/api\/v2\/companies\/vandelay%20industries\/?$/.test(url.pathname));
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/companies\/vandelay%20industries\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /Vandelay Industries/ })).toBeVisible();
  const updating = page.getByRole("status").filter({ hasText: "Updating: your team's network just grew." });
  await expect(updating).toBeVisible();
  await page.screenshot({ path: "/tmp/companies-updating-1366.png" });
  await expect(updating).toBeHidden({ timeout: 10_000 });
  const people = page.getByTestId("company-person");
  await expect(people).toHaveCount(3);
  // Each with its best way in: through a current colleague beats a bare LinkedIn connection.
  await expect(people.first().getByTestId("way-in-reason")).toContainText(/work at Vandelay Industries/);
  await expect(page.getByText("People reachable")).toBeVisible();
  // Sorted by seniority: the CEO first, then the VP.
  await page.getByRole("combobox", { name: "Sort people" }).click();
  await page.getByRole("option", { name: "Sort by seniority" }).click();
  await expect(people.first()).toContainText("Art Vandelay");
  await expect(people.nth(1)).toContainText("Elaine Benes");
  // The list of sorts closed (its fade-out would show in the picture).
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/companies-company-1366.png", fullPage: false });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: "/tmp/companies-company-1024.png" });
  await page.setViewportSize({ width: 1366, height: 860 });

  await page.getByRole("checkbox", { name: "Select Art Vandelay" }).check();
  await page.getByRole("checkbox", { name: "Select Elaine Benes" }).check();
  await page.getByRole("button", { name: "Add as leads (2)" }).click();
  await expect(page.getByText("2 leads added")).toBeVisible();
  await expect(page.getByTestId("company-lead")).toHaveCount(2);
  // Each lead opens its pipeline page (the encoded lead link).
  await expect(page.getByTestId("company-lead").getByRole("link", { name: "Art Vandelay" })).toHaveAttribute("href", /^\/pipeline\/[^/]+\/$/);
  await expect(page.getByRole("checkbox", { name: "Art Vandelay is already a lead" })).toBeDisabled();
  await page.screenshot({ path: "/tmp/companies-added-1366.png" });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pipeline" }).click();
  await expect(page.getByTestId("lead-row").filter({ hasText: "Art Vandelay" })).toBeVisible();
  await expect(page.getByTestId("lead-row").filter({ hasText: "Elaine Benes" })).toBeVisible();
});
