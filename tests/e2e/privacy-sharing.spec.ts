import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { pipelineHref } from "@/lib/links/codec";
import { linksIn } from "../helpers/mailbox";
import { apiSignup, E2E_DEVICE_ID, expect, latestMail, test, uiLogin, uniqueEmail } from "./fixtures";

// What a connector shares (issue 31): a member marks a connection private and a teammate's paths to
// a lead lose the path through it; pausing sharing removes them all, resuming brings them back.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };
const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const shot = (name: string) => `/tmp/privacy-share-${name}.png`;

async function importNetwork(request: APIRequestContext, csv: string) {
  const res = await request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content: csv } });
  expect(res.status(), await res.text()).toBe(200);
  await expect
    .poll(async () => (await (await request.get("/api/v2/linkedin/upload-status", { headers: DEVICE })).json()).data?.linkedin?.status, { timeout: 30_000 })
    .toBe("done");
}

async function joinTeam(inviter: APIRequestContext, invitee: APIRequestContext, email: string) {
  const sent = await inviter.post("/api/v2/collaborator/invite", { headers: DEVICE, data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const link = linksIn(await latestMail(email, /invited you to their team on Scuba$/)).find((l) => l.includes("/invitees/"))!;
  const code = link.match(/\/invitees\/([^/]+)\/$/)![1]!;
  const accepted = await invitee.post(`/api/v2/collaborator/accept?invite_id=${encodeURIComponent(code)}`, { headers: DEVICE });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** No serious or critical WCAG A/AA violation (as tests/e2e/accessibility.spec.ts checks pages). */
async function expectAccessible(page: Page, what: string) {
  // Axe reads what is on screen: toasts first go (their colours are the app-wide toast theme's).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, what).toEqual([]);
}

async function openTeamDialog(page: Page) {
  await page.getByTestId("invite-button").click();
  const dialog = page.getByTestId("team-collaborators-dialog");
  await expect(dialog.getByRole("heading", { name: "Team Collaborators" })).toBeVisible();
  return dialog;
}

test("a private connection leaves a teammate's paths; pausing sharing removes them all; resuming brings them back", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const a = await apiSignup(request, uniqueEmail("ada"), "Ada Seller");
  const b = await apiSignup(request, uniqueEmail("ben"), "Ben Connector");
  const ctxA = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const ctxB = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const pageA = await ctxA.newPage();
  const pageB = await ctxB.newPage();
  await uiLogin(pageA, a.email, a.password);
  await uiLogin(pageB, b.email, b.password);
  await expect(pageA.getByTestId("invite-button")).toBeVisible();
  await expect(pageB.getByTestId("invite-button")).toBeVisible();

  // Ben knows two people at Globex; Ada knows nobody there, and adds a lead at Globex.
  await importNetwork(
    ctxB.request,
    `${HEADER}\nIvy,Introducer,https://www.linkedin.com/in/ivy-introducer-priv,ivy@globex.example,Globex,Account Director,04 Jul 2023\nGus,Gateway,https://www.linkedin.com/in/gus-gateway-priv,gus@gus-home.example,Globex,Engineer,04 Jul 2023\n`,
  );
  await importNetwork(ctxA.request, `${HEADER}\nPaul,Other,https://www.linkedin.com/in/paul-other-priv,,Initech,Engineer,01 Jan 2020\n`);
  await joinTeam(ctxA.request, ctxB.request, b.email);
  const lead = await ctxA.request.post("/api/v2/leads", {
    headers: DEVICE,
    data: { linkedin_url: "https://www.linkedin.com/in/tara-target-priv/", name: "Tara Target", company: "Globex", role: "VP Sales" },
  });
  expect(lead.status(), await lead.text()).toBe(200);
  const detail = pipelineHref({ id: (await lead.json()).data.id as string, target: "", can_process: true });

  // Ada's paths run through Ben's Ivy and Gus.
  await pageA.goto(detail);
  const rows = pageA.getByTestId("path-row");
  await expect(rows.filter({ hasText: "Ivy Introducer" }).first()).toBeVisible({ timeout: 20_000 });
  await expect(rows.filter({ hasText: "Gus Gateway" }).first()).toBeVisible();

  // Ben marks Ivy private from the network page: a lock says teammates don't see her.
  await pageB.goto("/network/");
  const ivy = pageB.getByTestId("connection-row").filter({ hasText: "Ivy Introducer" });
  await ivy.getByRole("checkbox").check();
  await pageB.getByTestId("mark-private").click();
  await expect(pageB.getByText("1 connection marked private")).toBeVisible();
  await expect(ivy.getByTestId("private-marker")).toBeVisible();
  await expect(pageB.getByTestId("connection-row").filter({ hasText: "Gus Gateway" }).getByTestId("private-marker")).toHaveCount(0);
  await ivy.getByTestId("private-marker").hover();
  await expect(pageB.getByRole("tooltip")).toContainText("your teammates don't see this connection");
  await pageB.screenshot({ path: shot("network-private-row") });
  await expectAccessible(pageB, "network page with a private row");
  await pageB.getByRole("heading", { level: 1 }).hover();
  await pageB.keyboard.press("Escape");
  await expect(pageB.getByRole("tooltip")).toHaveCount(0);
  // At 1024 px the selection's actions wrap under the filters, nothing leaves the page.
  await pageB.setViewportSize({ width: 1024, height: 800 });
  const gus = pageB.getByTestId("connection-row").filter({ hasText: "Gus Gateway" });
  await gus.getByRole("checkbox").check();
  await expect(pageB.getByTestId("make-shared")).toBeVisible();
  expect(await pageB.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await pageB.screenshot({ path: shot("network-selection-1024") });
  await gus.getByRole("checkbox").uncheck();
  await pageB.setViewportSize({ width: 1366, height: 900 });

  // Ada's next request: no path through Ivy, Gus's stays.
  await pageA.reload();
  await expect(rows.filter({ hasText: "Gus Gateway" }).first()).toBeVisible({ timeout: 20_000 });
  await expect(rows.filter({ hasText: "Ivy Introducer" })).toHaveCount(0);
  await pageA.screenshot({ path: shot("teammate-paths-without-private"), fullPage: true });

  // 'Make private…' by domain: a bad domain is refused in place.
  await pageB.getByTestId("private-by-open").click();
  const byDialog = pageB.getByTestId("private-by-dialog");
  await byDialog.getByRole("radio", { name: "E-mail domain" }).check();
  await byDialog.getByTestId("private-by-value").fill("not a domain");
  await byDialog.getByTestId("private-by-submit").click();
  await expect(byDialog.getByRole("alert")).toHaveText("Enter an e-mail domain, like acme.com.");
  await pageB.screenshot({ path: shot("private-by-dialog-error") });
  await expectAccessible(pageB, "make private by company or domain");
  await pageB.keyboard.press("Escape");

  // Ben pauses sharing (confirmed first); the dialog says so.
  const dialogB = await openTeamDialog(pageB);
  await expect(dialogB.getByTestId("sharing-summary")).toHaveText("You share 1 connection · 1 private · tags hidden");
  await pageB.screenshot({ path: shot("sharing-panel") });
  await expectAccessible(pageB, "the collaborators dialog's sharing panel");
  await dialogB.getByTestId("sharing-paused").click();
  const confirm = pageB.getByRole("alertdialog");
  await expect(confirm).toContainText("Pause sharing?");
  await pageB.screenshot({ path: shot("pause-confirm") });
  await confirm.getByRole("button", { name: "Pause sharing" }).click();
  await expect(dialogB.getByTestId("sharing-summary")).toHaveText("Sharing paused: your teammates see none of your network");
  await expect(dialogB.getByTestId("sharing-paused")).toBeChecked();
  await expect(confirm).toHaveCount(0);
  await pageB.screenshot({ path: shot("sharing-paused") });

  // Ada: no paths through Ben's network at all, and her dialog tells her Ben's sharing is paused.
  await pageA.reload();
  await expect(pageA.getByTestId("paths-heading")).toHaveText(/^0 warm paths/, { timeout: 20_000 });
  await pageA.screenshot({ path: shot("teammate-paths-paused"), fullPage: true });
  const dialogA = await openTeamDialog(pageA);
  await expect(dialogA.getByTestId("collaborator-row").filter({ hasText: "Ben Connector" }).getByTestId("collaborator-shares")).toHaveText("Sharing paused");
  await pageA.screenshot({ path: shot("collaborators-teammate-paused") });
  await pageA.keyboard.press("Escape");

  // Ben resumes: Gus's path is back for Ada (Ivy stays private).
  await dialogB.getByTestId("sharing-paused").click();
  await expect(dialogB.getByTestId("sharing-summary")).toHaveText("You share 1 connection · 1 private · tags hidden");
  await pageA.reload();
  await expect(rows.filter({ hasText: "Gus Gateway" }).first()).toBeVisible({ timeout: 20_000 });
  await expect(rows.filter({ hasText: "Ivy Introducer" })).toHaveCount(0);
  const dialogA2 = await openTeamDialog(pageA);
  await expect(dialogA2.getByTestId("collaborator-row").filter({ hasText: "Ben Connector" }).getByTestId("collaborator-shares")).toHaveText("Shares 1 connection · tags hidden");
  await pageA.screenshot({ path: shot("collaborators-teammate-shares") });
  await pageA.keyboard.press("Escape");
  await pageB.keyboard.press("Escape");

  // Everything of Ben's at an e-mail domain, at once: Gus (gus-home.example) turns private too, and
  // Ada's last path goes.
  await pageB.getByTestId("private-by-open").click();
  // Opened again, it starts afresh.
  await expect(byDialog.getByTestId("private-by-value")).toHaveValue("");
  await expect(byDialog.getByRole("alert")).toHaveCount(0);
  await byDialog.getByRole("radio", { name: "E-mail domain" }).check();
  await byDialog.getByTestId("private-by-value").fill("@Gus-Home.example");
  await byDialog.getByTestId("private-by-submit").click();
  await expect(pageB.getByText("1 connection marked private")).toBeVisible();
  await expect(pageB.getByTestId("connection-row").filter({ hasText: "Gus Gateway" }).getByTestId("private-marker")).toBeVisible();
  await pageB.screenshot({ path: shot("network-private-by-domain") });
  await pageA.reload();
  await expect(pageA.getByTestId("paths-heading")).toHaveText(/^0 warm paths/, { timeout: 20_000 });

  await ctxA.close();
  await ctxB.close();
});
