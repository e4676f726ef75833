import { RECENT_LEADS } from "@/lib/leads/home-lists";
import { E2E_DEVICE_ID, PASSWORD, SEEDED, apiSignup, expect, passFirstRun, test, uiLogin } from "./fixtures";

test("a member with no leads sees the onboarding home and completes their profile", async ({ page, request }) => {
  const account = await apiSignup(request, undefined, "Olga Onboard");
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toHaveText("Hi Olga, Ready to Dive into Scuba?");
  await expect(page.getByText("Step 1 · Get started, build your network")).toBeVisible();
  await expect(page.getByText("Step 2 · Find warm paths to cold targets")).toBeVisible();
  await expect(page.getByText("Take a Guided Tour")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("home-onboarding.png") });

  await page.getByRole("button", { name: "LinkedIn" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("LinkedIn profile URL").fill("https://linkedin.com/company/acme");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please enter a valid LinkedIn profile URL (e.g., https://www.linkedin.com/in/username)")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("profile-dialog.png") });
  await dialog.getByLabel("LinkedIn profile URL").fill("https://www.linkedin.com/in/olga-onboard");
  await dialog.getByRole("button", { name: "Submit" }).click();
  // Nothing is fetched: the toast says what was saved (issue 27 §1).
  await expect(page.getByText("LinkedIn profile saved: your warm paths now start from it")).toBeVisible();
  await expect(page).toHaveURL(/\/network\/$/);
});

test("the HOME banner asking for the LinkedIn import neither shows nor counts once the connections are in", async ({ page, request }) => {
  const { email } = await apiSignup(request, undefined, "Nina Network", { welcomed: false });
  const DEVICE = { "x-device-id": E2E_DEVICE_ID };
  expect((await request.post("/api/v2/login", { headers: DEVICE, data: { email, password: PASSWORD } })).status()).toBe(200);
  const csv = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\nPaul,Other,https://www.linkedin.com/in/paul-banner-e2e,,Initech,Engineer,01 Jan 2020\n";
  expect((await request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content: csv } })).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get("/api/v2/linkedin/upload-status", { headers: DEVICE })).json()).data?.linkedin?.status, { timeout: 30_000 })
    .toBe("done");

  await uiLogin(page, email, PASSWORD);
  await passFirstRun(page);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("info-banner-HOME")).toHaveCount(0);
  const info = await request.get("/api/v2/info?module=HOME", { headers: DEVICE });
  expect((await info.json()).data.remaining).toBe(3);
});

test("a bookmarked path whose introducer left the network shows as no longer available and can be removed", async ({ page, request }, testInfo) => {
  const account = await apiSignup(request, undefined, "Bea Bookmark");
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  const post = async (url: string, data: unknown, method: "post" | "delete" = "post") => {
    const res = await page.request[method](url, { headers: { "x-device-id": E2E_DEVICE_ID }, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data;
  };
  // Ivy works at Globex now, and so does the lead: Me → Ivy → lead.
  await post("/api/v2/linkedin/add-user", { linkedin_url: "https://www.linkedin.com/in/ivy-intro-e2e", name: "Ivy Introducer", company: "Globex", designation: "Engineer" });
  const lead = await post("/api/v2/leads", { linkedin_url: "https://www.linkedin.com/in/gus-globex-e2e/", upload_type: "csv", name: "Gus Globex", company: "Globex", role: "CFO" });
  const paths = await post("/api/v2/view-relationship-graph", { lead_id: lead.id });
  const viaIvy = paths.paths.find((p: { path: { data: { name: string } }[] }) => p.path.some((n) => n.data.name === "Ivy Introducer"));
  expect(viaIvy).toBeTruthy();
  await page.request.post(`/api/v2/leads/bookmark?lead_id=${lead.id}`, { headers: { "x-device-id": E2E_DEVICE_ID }, data: { path_id: viaIvy.path_id } });

  await page.goto("/");
  const bookmarked = page.getByLabel("Bookmarked Paths");
  await expect(bookmarked.getByTestId("bookmark-row")).toContainText("Ivy Introducer");

  // Ivy leaves the member's network: the bookmark names nobody now.
  const ivy = (await post("/api/v1/list-connections", { search: "Ivy" })).data[0];
  await post(`/api/v1/delete-connection/${ivy.id}`, undefined, "delete");
  await page.reload();
  const row = bookmarked.getByTestId("bookmark-row");
  await expect(row).toHaveText(/This path is no longer available/);
  await expect(row).not.toContainText("Ivy");
  await page.screenshot({ path: testInfo.outputPath("home-bookmark-unavailable.png"), fullPage: true });
  await row.getByRole("button", { name: "Remove bookmark" }).click();
  await expect(bookmarked.getByTestId("bookmark-row")).toHaveCount(0);
});

test("'Start Guided Tour' walks the built-in demo tour: screenshots with hotspots, Next/Previous, Go Back, nothing from another origin", async ({ page, request, baseURL }) => {
  const account = await apiSignup(request, undefined, "Tara Tour");
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) foreign.push(r.url());
  });
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.getByRole("button", { name: "Start Guided Tour" }).click();

  const tour = page.getByRole("dialog", { name: "Take a Guided Tour" });
  await expect(tour).toBeVisible();
  const position = tour.getByTestId("demo-tour-position");
  await expect(position).toHaveText(/^1 of \d+$/);
  await expect(tour.getByRole("img", { name: /^Your dashboard:/ })).toBeVisible();
  await expect(tour.getByTestId("demo-tour-callout")).toContainText("Your dashboard");
  await expect(tour.getByTestId("demo-tour-hotspot")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("demo-tour.png") });

  await tour.getByRole("button", { name: "Next", exact: true }).click();
  await expect(position).toHaveText(/^2 of /);
  await expect(tour.getByTestId("demo-tour-callout")).toContainText("Your team's network");
  // The hotspot itself moves on.
  await tour.getByTestId("demo-tour-hotspot").click();
  await expect(position).toHaveText(/^3 of /);
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText(/^2 of /);
  await tour.getByRole("button", { name: "Previous" }).click();
  await expect(position).toHaveText(/^1 of /);
  await expect(tour.getByRole("button", { name: "Previous" })).toBeDisabled();

  // The last slide: its callout whole inside the screenshot, and Done instead of a dead Next (issue 27 §15).
  const count = Number((await position.textContent())!.split(" of ")[1]);
  for (let i = 1; i < count; i++) await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText(`${count} of ${count}`);
  const stage = (await tour.getByTestId("demo-tour-stage").boundingBox())!;
  const callout = (await tour.getByTestId("demo-tour-callout").boundingBox())!;
  expect(callout.y).toBeGreaterThanOrEqual(stage.y);
  expect(callout.y + callout.height).toBeLessThanOrEqual(stage.y + stage.height);
  await expect(tour.getByRole("button", { name: "Next", exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("demo-tour-last.png") });
  await tour.getByRole("button", { name: "Done" }).click();
  await expect(tour).toBeHidden();
  await page.getByRole("button", { name: "Start Guided Tour" }).click();
  await expect(tour).toBeVisible();

  await tour.getByRole("button", { name: "Go Back" }).click();
  await expect(tour).toBeHidden();
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  expect(foreign).toEqual([]);
});

test("home's greeting and lead tables come with the server's HTML, before any script (issue 11: largest paint)", async ({ page }) => {
  await uiLogin(page, SEEDED.demo.email, SEEDED.demo.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  const res = await page.request.post("/api/v1/list-leads", { headers: { "x-device-id": E2E_DEVICE_ID }, data: RECENT_LEADS.added });
  const added = (await res.json()).data.data as { name: string }[];
  expect(added.length).toBeGreaterThan(0);
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(/data-testid="home-greeting"[^>]*>Welcome Back, /);
  for (const lead of added) expect(html).toContain(lead.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
});
