import type { APIRequestContext } from "@playwright/test";
import { pipelineHref } from "@/lib/links/codec";
import { SYSTEM_TAG_IDS } from "@/lib/tags/system-tags";
import { linksIn } from "../helpers/mailbox";
import { apiSignup, E2E_DEVICE_ID, expect, latestMail, test, uiLogin, uniqueEmail } from "./fixtures";

// Issue 29: a teammate's import and accepted collaboration open a Good path to a member's lead; the
// member sees the alert in the header's bell, follows its link to the lead, and finds the teammate in
// the Team tab. Two people in two browser contexts.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };
const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const shot = (name: string) => `/tmp/alerts-${name}.png`;

async function importNetwork(request: APIRequestContext, csv: string) {
  const res = await request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content: csv } });
  expect(res.status(), await res.text()).toBe(200);
  await expect
    .poll(async () => (await (await request.get("/api/v2/linkedin/upload-status", { headers: DEVICE })).json()).data?.linkedin?.status, { timeout: 30_000 })
    .toBe("done");
}

test("a teammate's import opens a Good path: the bell shows the alert, its link opens the lead, the Team tab counts the teammate", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const sara = await apiSignup(request, uniqueEmail("sara-owner"), "Sela Owner");
  const zed = await apiSignup(request, uniqueEmail("zed-mate"), "Zed Teammate");
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  const pageA = await ctxA.newPage();
  const pageB = await ctxB.newPage();

  // The member's own network reaches nobody at Globex; her lead Sara Novak works there.
  await uiLogin(pageA, sara.email, sara.password);
  await expect(pageA.getByTestId("invite-button")).toBeVisible();
  await importNetwork(ctxA.request, `${HEADER}\nPaul,Other,https://www.linkedin.com/in/paul-other-alerts,,Initech,Engineer,01 Jan 2020\n`);
  const lead = await ctxA.request.post("/api/v2/leads", {
    headers: DEVICE,
    data: { linkedin_url: "https://www.linkedin.com/in/sara-novak-alerts/", name: "Sara Novak", company: "Globex", role: "VP Sales" },
  });
  expect(lead.status(), await lead.text()).toBe(200);
  const leadId = (await lead.json()).data.id as string;
  await pageA.goto(pipelineHref({ id: leadId, target: "", can_process: true }));
  await expect(pageA.getByTestId("paths-heading")).toHaveText(/^0 warm paths/, { timeout: 20_000 });
  await expect(pageA.getByTestId("alert-bell")).toHaveAccessibleName("Alerts");

  // The teammate knows Zara Ali (Globex) and works with her ('Sales Team'); then joins the member's team.
  await uiLogin(pageB, zed.email, zed.password);
  await expect(pageB.getByTestId("invite-button")).toBeVisible();
  await importNetwork(ctxB.request, `${HEADER}\nZara,Ali,https://www.linkedin.com/in/zara-ali-alerts,,Globex,Account Director,04 Jul 2023\n`);
  const tagged = await ctxB.request.post("/api/v1/add-user-tags", {
    headers: DEVICE,
    data: { profile_link: "https://www.linkedin.com/in/zara-ali-alerts", tags: [SYSTEM_TAG_IDS.salesTeam] },
  });
  expect(tagged.status(), await tagged.text()).toBe(200);
  // Teammates see a member's manual tags only when the member shows them (issue 31).
  const shown = await ctxB.request.put("/api/v2/sharing", { headers: DEVICE, data: { paused: false, share_tags: true } });
  expect(shown.status(), await shown.text()).toBe(200);
  const invite = await ctxA.request.post("/api/v2/collaborator/invite", { headers: DEVICE, data: { email: zed.email } });
  expect(invite.status(), await invite.text()).toBe(200);
  const code = linksIn(await latestMail(zed.email, /invited you to their team on Scuba$/)).find((l) => l.includes("/invitees/"))!.match(/\/invitees\/([^/]+)\/$/)![1]!;
  const accepted = await ctxB.request.post(`/api/v2/collaborator/accept?invite_id=${code}`, { headers: DEVICE });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The member's bell counts the new alert (the refresh runs in the background; the bell checks again on a visit).
  await pageA.goto("/");
  await expect(async () => {
    await pageA.reload();
    await expect(pageA.getByTestId("alert-bell")).toHaveAccessibleName(/^Alerts: \d+ unread$/, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await pageA.getByTestId("alert-bell").click();
  const panel = pageA.getByTestId("alert-panel");
  const alert = panel.getByRole("link", { name: "New warm path to Sara Novak via Zara Ali (Good)" });
  await expect(alert).toBeVisible();
  await expect(panel.getByTestId("alert-item")).toHaveCount(1);
  await pageA.screenshot({ path: shot("bell") });

  await alert.click();
  await expect(pageA).toHaveURL(/\/pipeline\/[^/]+\/$/);
  const path = pageA.getByTestId("path-row").filter({ hasText: "Zara Ali" });
  await expect(path.first()).toBeVisible({ timeout: 20_000 });
  await expect(path.first()).toContainText("Zed Teammate");
  await pageA.screenshot({ path: shot("lead") });
  // Following the link marked it read.
  await expect(pageA.getByTestId("alert-bell")).toHaveAccessibleName("Alerts", { timeout: 10_000 });

  // The Team tab: the teammate brings 1 person and is on the Good path to the member's lead.
  await pageA.getByTestId("invite-button").click();
  const dialog = pageA.getByTestId("team-collaborators-dialog");
  await dialog.getByRole("tab", { name: "Team" }).click();
  const zedRow = dialog.getByTestId("connector-row").filter({ hasText: "Zed Teammate" });
  await expect(zedRow).toBeVisible();
  await expect(zedRow.getByRole("cell").nth(1)).toHaveText("1");
  await expect(zedRow.getByRole("cell").nth(2)).toHaveText("1");
  await expect(dialog.getByTestId("calibration-band-Good")).toContainText("Too few requests to say anything");
  await pageA.screenshot({ path: shot("team-tab") });

  await ctxA.close();
  await ctxB.close();
});
