import type { Locator, Page } from "@playwright/test";
import { pipelineHref } from "@/lib/links/codec";
import { E2E_DEVICE_ID, apiSignup, expect, test, uiLogin } from "./fixtures";

// Issue 28 'Decide the path', the seller's side: the pipeline's best way in (who, how strong, why,
// and the paths beneath) sorted by best strength; the reason under each path and the strength's
// popover by keyboard; the person panel from an introducer, with who knows them and whom they can
// introduce, and 'Ask for intro' from it; the ask dialog's open-request count and its suggestion.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };
const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";

async function apiPost(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { headers: DEVICE, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

/** Waits until the element's (and its children's) animations ended, so a screenshot shows it settled. */
async function settled(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

test("the best way in on the pipeline, its reasons on the lead, the person panel and spreading the asks", async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await apiSignup(request, undefined, "Dee Cider");
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();

  // The member knows Ivy and Yan, both at Globex; five leads work there, and one at a company nobody knows.
  const tag = Math.random().toString(36).slice(2, 8);
  const csv =
    `${HEADER}\nIvy,Introducer,https://www.linkedin.com/in/ivy-decide-${tag},,Globex,Account Director,04 Jul 2023\n` +
    `Yan,Second,https://www.linkedin.com/in/yan-decide-${tag},,Globex,Sales Engineer,04 Jul 2023\n`;
  expect((await page.request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content: csv } })).status()).toBe(200);
  await expect.poll(async () => (await (await page.request.get("/api/v2/linkedin/upload-status", { headers: DEVICE })).json()).data?.linkedin?.status, { timeout: 30_000 }).toBe("done");
  const leads: { id: string; name: string }[] = [];
  for (const name of ["Gail One", "Gus Two", "Gwen Three", "Tara Target"]) {
    leads.push(await apiPost(page, "/api/v2/leads", { linkedin_url: `https://www.linkedin.com/in/${name.toLowerCase().replace(" ", "-")}-${tag}/`, name, company: "Globex", role: "VP Sales" }));
  }
  const nora = await apiPost(page, "/api/v2/leads", { linkedin_url: `https://www.linkedin.com/in/nora-nopath-${tag}/`, name: "Nora Nopath", company: `Nowhere ${tag}`, role: "CEO" });

  // Three of the leads are already asked through Ivy: Ivy has 3 open requests from the team.
  for (const lead of leads.slice(0, 3)) {
    const opened = await apiPost(page, "/api/v2/view-relationship-graph", { targetLink: lead.id, relation_type: "target" });
    const viaIvy = (opened.paths as { path_id: string; path: { data: { name: string } }[] }[]).find((p) => p.path[0]!.data.name === "Ivy Introducer")!;
    await apiPost(page, "/api/v2/intro-requests", { lead_id: lead.id, path_id: viaIvy.path_id, ask: "Hi Ivy, could you introduce me?", forwardable: "Hi, Ivy suggested we talk." });
  }

  // The pipeline: each Globex lead's best way in — an introducer, the strength, the reason, '2 paths · …'.
  await page.goto("/pipeline/");
  const tara = page.getByTestId("lead-row").filter({ hasText: "Tara Target" });
  const way = tara.getByTestId("best-way-in");
  await expect(way.getByTestId("path-counts")).toHaveText(/^2 paths · 2 (Good|Average|Weak)$/, { timeout: 30_000 });
  await expect(way.getByTestId("person-link")).toHaveText(/^(Ivy Introducer|Yan Second)$/);
  await expect(way).toContainText(/Good|Average|Weak/);
  await expect(way.getByTestId("best-way-in-reason")).not.toBeEmpty();
  await expect(page.getByRole("columnheader", { name: "Best way in" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "# Warm Paths" })).toHaveCount(0);
  await expect(page.getByTestId("lead-row").filter({ hasText: "Nora Nopath" }).getByTestId("best-way-in")).toContainText("No warm path yet", { timeout: 30_000 });

  // Newest first by default (Nora, added last, leads); 'Best strength first' puts her last.
  await expect(page.getByTestId("lead-row").first()).toContainText("Nora Nopath");
  await page.getByRole("button", { name: "Best strength first" }).click();
  await expect(page).toHaveURL(/sort=strength/);
  await expect(page.getByRole("button", { name: "Best strength first" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("lead-row").last()).toContainText("Nora Nopath");
  await expect(page.getByTestId("lead-row").first()).toContainText("Globex");
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 860 });
    const box = page.locator("[data-slot=table-container]", { has: page.getByTestId("lead-row").first() });
    const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    await page.screenshot({ path: `/tmp/decide-pipeline-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 860 });

  // The lead: the reason under each path; the strength opens its reasons by keyboard, Escape closes them.
  const taraId = leads[3]!.id;
  await page.goto(pipelineHref({ id: taraId, target: "", can_process: true }));
  const ivyRow = page.getByTestId("path-row").filter({ hasText: "Ivy Introducer" });
  await expect(ivyRow).toBeVisible({ timeout: 20_000 });
  const reasons = page.getByTestId("path-reason");
  await expect(reasons).toHaveCount(2);
  await expect(reasons.first()).toContainText(/Ivy|Yan/);
  const strength = ivyRow.getByTestId("strength-button");
  await expect(strength).not.toHaveAttribute("title", /.*/);
  // Tab reaches it: from the path's introducer link, the next stops lead to the strength.
  await ivyRow.getByTestId("person-link").first().focus();
  for (let i = 0; i < 10 && !(await strength.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(strength).toBeFocused();
  await page.keyboard.press("Enter");
  const popover = page.getByTestId("strength-popover");
  await expect(popover).toBeVisible();
  await expect(popover.getByTestId("strength-segment")).toHaveCount(2);
  await expect(popover).toContainText(/score \d+\/100/);
  await expect(popover).toContainText("LinkedIn connection");
  await expect(popover).toContainText(/connected on LinkedIn/i);
  await settled(popover);
  await page.screenshot({ path: "/tmp/decide-detail-popover.png" });
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(strength).toBeFocused();
  await page.keyboard.press("Space");
  await expect(popover).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await page.screenshot({ path: "/tmp/decide-detail-reasons.png", fullPage: true });

  // The ask through Ivy: 3 open requests from the team, and Yan suggested — one click asks Yan instead.
  await ivyRow.getByRole("button", { name: "Ask for an intro" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("introducer-open-requests")).toHaveText("Ivy Introducer already has 3 open intro requests from your team.");
  const suggestion = dialog.getByTestId("introducer-suggestion");
  await expect(suggestion).toContainText("Yan Second");
  await settled(dialog);
  await page.screenshot({ path: "/tmp/decide-ask-suggestion.png" });
  await suggestion.getByRole("button", { name: "Ask Yan Second instead" }).click();
  await expect(dialog.getByTestId("introducer-open-requests")).toHaveText("Yan Second has no open intro requests from your team.");
  await expect(dialog.getByLabel("Your ask to Yan Second")).toHaveValue(/Hi Yan,/);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The person panel from the introducer: who knows Ivy and how, the leads Ivy can introduce, the open requests.
  await ivyRow.getByRole("button", { name: "Ivy Introducer" }).click();
  const panel = page.getByTestId("person-panel");
  await expect(panel.getByRole("heading", { name: "Ivy Introducer" })).toBeVisible();
  const knownBy = panel.getByTestId("known-by-item");
  await expect(knownBy).toHaveCount(1, { timeout: 20_000 });
  await expect(knownBy).toContainText("LinkedIn connection");
  const canIntroduce = panel.getByTestId("can-introduce-item");
  await expect(canIntroduce).toHaveCount(4);
  // Leads already asked through Ivy say so instead of offering a second ask.
  await expect(canIntroduce.filter({ hasText: "Gail One" })).toContainText("Intro: Requested");
  await expect(canIntroduce.filter({ hasText: "Gail One" }).getByRole("button", { name: "Ask for intro" })).toHaveCount(0);
  await expect(panel.getByTestId("person-requests")).toContainText("(3)");
  await expect(panel.getByTestId("person-mine")).toContainText("connected on LinkedIn in Jul 2023");
  await settled(panel);
  await page.screenshot({ path: "/tmp/decide-person-panel.png" });

  // 'Ask for intro' from the panel drafts the ask for that lead, through Ivy.
  await canIntroduce.filter({ hasText: "Tara Target" }).getByRole("button", { name: "Ask for intro" }).click();
  const ask = page.getByTestId("ask-intro-dialog");
  await expect(ask.getByRole("heading", { name: "Ask for an intro to Tara Target" })).toBeVisible();
  await expect(ask.getByLabel("Your ask to Ivy Introducer")).toHaveValue(/Hi Ivy,/);
  await expect(ask.getByTestId("introducer-open-requests")).toContainText("3 open intro requests");
  await ask.getByRole("button", { name: "Prepare my ask" }).click();
  await expect(ask.getByRole("heading", { name: "Your ask to Ivy Introducer is ready" })).toBeVisible();
  await ask.getByRole("button", { name: "Done" }).click();
  await expect(ask).toBeHidden();
  expect((await apiPost(page, "/api/v1/list-leads", { where: { id: { equals: taraId } }, skip: 0, limit: 1 })).data[0].intro_status).toBe("requested");

  // Yan as a lead from his panel: the five free credits are spent, so the out-of-credits notice and the plan dialog.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await page.getByTestId("path-row").filter({ hasText: "Yan Second" }).getByRole("button", { name: "Yan Second" }).click();
  await expect(panel.getByRole("heading", { name: "Yan Second" })).toBeVisible();
  await panel.getByRole("button", { name: "Add as lead" }).click();
  await expect(page.getByText("Oops, you're out of credits! Buy more credits to see warm paths to Yan Second right away!")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Choose Your Plan" })).toBeVisible();
  expect(nora.id).toBeTruthy();
  const outsider = await page.request.get(`/api/v2/people/00000000-0000-4000-8000-000000000000`);
  expect(outsider.status()).toBe(404);
});

test("a lead the member knows: 'You know them directly' on the pipeline, its reason and 'Ask directly' on the lead; a person none of the team knows: the panel says so", async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await apiSignup(request, undefined, "Dora Direct");
  await uiLogin(page, account.email, account.password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  const tag = Math.random().toString(36).slice(2, 8);
  await apiPost(page, "/api/v2/linkedin/add-user", { linkedin_url: `https://www.linkedin.com/in/dan-direct-${tag}`, name: "Dan Direct", company: `Initech ${tag}`, designation: "CTO" });
  const dan = await apiPost(page, "/api/v2/leads", { linkedin_url: `https://www.linkedin.com/in/dan-direct-${tag}/`, upload_type: "csv", name: "Dan Direct", company: `Initech ${tag}`, role: "CTO" });
  await apiPost(page, "/api/v2/linkedin/add-user", { linkedin_url: `https://www.linkedin.com/in/olga-other-${tag}`, name: "Olga Other", company: `Initech ${tag}`, designation: "CIO" });
  // A lead typed by name only: no person behind it, so nobody's panel.
  const nils = await apiPost(page, "/api/v2/leads", { name: "Nils Noname", company: `Initech ${tag}`, role: "CFO" });

  await page.goto("/pipeline/");
  await expect(page.getByTestId("lead-row").filter({ hasText: "Dan Direct" }).getByTestId("best-way-in-direct")).toHaveText("You know them directly", { timeout: 30_000 });

  await page.goto(pipelineHref({ id: dan.id, target: "", can_process: true }));
  const card = page.getByTestId("direct-connects-card");
  await expect(card.getByTestId("direct-reason")).toContainText("Dan Direct", { timeout: 20_000 });
  await card.getByRole("button", { name: "Ask directly" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask Dan Direct directly" });
  await expect(dialog.getByLabel("Your message to Dan Direct")).toHaveValue(/^Hi Dan,/);
  await expect(dialog.getByRole("link", { name: "Open in my mail app" })).toHaveAttribute("href", /^mailto:\?subject=/);
  await settled(dialog);
  await page.screenshot({ path: "/tmp/decide-ask-directly.png" });
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  // Nils's paths: through Dan and through Olga; the target's name opens Nils's panel only where there is a person.
  await page.goto(pipelineHref({ id: nils.id, target: "", can_process: true }));
  const viaOlga = page.getByTestId("path-row").filter({ hasText: "Olga Other" });
  await expect(viaOlga).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("target-name").getByRole("button")).toHaveCount(0);
  // Olga leaves the member's network meanwhile: her panel says she is not in the team's network.
  const olga = (await apiPost(page, "/api/v1/list-connections", { search: "Olga" })).data[0];
  const removed = await page.request.delete(`/api/v1/delete-connection/${olga.id}`, { headers: DEVICE });
  expect(removed.status()).toBe(200);
  await viaOlga.getByRole("button", { name: "Olga Other" }).click();
  const panel = page.getByTestId("person-panel");
  await expect(panel.getByRole("heading", { name: "Not in your team's network" })).toBeVisible({ timeout: 20_000 });
  await settled(panel);
  await page.screenshot({ path: "/tmp/decide-person-404.png" });
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  // Dan, the member's own connection, introduces Nils; from Dan's lead page, his name on the target card opens his panel.
  await page.getByTestId("path-row").filter({ hasText: "Dan Direct" }).getByRole("button", { name: "Dan Direct" }).click();
  await expect(panel.getByTestId("can-introduce-item").filter({ hasText: "Nils Noname" })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await page.goto(pipelineHref({ id: dan.id, target: "", can_process: true }));
  await page.getByTestId("target-name").getByRole("button", { name: "Dan Direct" }).click();
  await expect(panel.getByRole("heading", { name: "Dan Direct" })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId("person-mine")).not.toContainText("Not in your own network");
  // Tag him from the panel: the member's tag joins how they know him.
  await panel.getByRole("button", { name: "Tag" }).click();
  await page.getByRole("checkbox", { name: "Sales Team" }).check();
  await page.getByTestId("add-relationship-submit").click();
  await expect(page.getByText("Relationship Added Successfully!")).toBeVisible();
  await expect(panel.getByTestId("known-by-item")).toContainText("Sales Team", { timeout: 20_000 });
});
