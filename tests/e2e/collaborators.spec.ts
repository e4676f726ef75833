import type { APIRequestContext, Page } from "@playwright/test";
import { pipelineHref } from "@/lib/links/codec";
import { linksIn } from "../helpers/mailbox";
import { apiSignup, E2E_DEVICE_ID, expect, latestMail, passFirstRun, test, uiLogin, uniqueEmail, pinE2eDevice, verificationLink } from "./fixtures";

// Collaborators (spec 000 §2, §4): two people in two browser contexts.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };
const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";

async function inviteLink(email: string): Promise<string> {
  const link = linksIn(await latestMail(email, /invited you to their team on Scuba$/)).find((l) => l.includes("/invitees/"));
  if (!link) throw new Error(`no invite link for ${email}`);
  return link;
}

async function openTeamDialog(page: Page) {
  await page.getByTestId("invite-button").click();
  const dialog = page.getByTestId("team-collaborators-dialog");
  await expect(dialog.getByRole("heading", { name: "Team Collaborators" })).toBeVisible();
  return dialog;
}

async function sendInvite(page: Page, email: string) {
  const dialog = await openTeamDialog(page);
  await dialog.getByPlaceholder("teammate@company.com").fill(email);
  await dialog.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText("Invite sent successfully")).toBeVisible();
  await expect(dialog.getByTestId("pending-invite-row").filter({ hasText: email })).toBeVisible();
  await page.keyboard.press("Escape");
}

/** Uploads a Connections.csv through the product's API with the context's session, and waits for the import job. */
async function importNetwork(request: APIRequestContext, csv: string) {
  const res = await request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content: csv } });
  expect(res.status(), await res.text()).toBe(200);
  await expect
    .poll(async () => (await (await request.get("/api/v2/linkedin/upload-status", { headers: DEVICE })).json()).data?.linkedin?.status, {
      timeout: 30_000,
    })
    .toBe("done");
}

test("the invite form validates, and invalid or missing invites show 'Sign up here'", async ({ page, request }) => {
  const a = await apiSignup(request, uniqueEmail("ada"), "Ada Inviter");
  await uiLogin(page, a.email, a.password);
  const dialog = await openTeamDialog(page);
  await expect(dialog.getByRole("tab", { name: "Collaborator" })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Pending Invites" })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Yet to Accept" })).toBeVisible();
  await dialog.getByRole("tab", { name: "Pending Invites" }).click();
  await expect(dialog.getByText("No pending invites")).toBeVisible();

  const input = dialog.getByPlaceholder("teammate@company.com");
  await input.fill("not-an-address");
  await dialog.getByRole("button", { name: "Invite" }).click();
  await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("invite-form-error.png") });
  await input.press("End");
  await input.type("x");
  await expect(dialog.getByText("Please enter a valid email address.")).toHaveCount(0);

  await input.fill(a.email);
  await dialog.getByRole("button", { name: "Invite" }).click();
  await expect(dialog.getByText("You cannot invite yourself.")).toBeVisible();

  await page.goto("/invitees/not-a-real-code/");
  await expect(page.getByText("Invalid Invite")).toBeVisible();
  await expect(page.getByText("This invite is invalid or has expired.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("invite-invalid.png") });
  await page.getByRole("link", { name: "Sign up here" }).click();
  await expect(page).toHaveURL(/\/(signup\/|$)/);
  await page.goto("/invitees/");
  await expect(page.getByText("The invite link is missing its code.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up here" })).toBeVisible();
});

test("a different account sees Email Mismatch and signs out; the invitee answers from Yet to Accept; the inviter revokes", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await apiSignup(request, uniqueEmail("ada"), "Ada Inviter");
  const c = await apiSignup(request, uniqueEmail("carol"), "Carol Invitee");
  const other = await apiSignup(request, uniqueEmail("otto"), "Otto Other");
  const ctxA = await browser.newContext();
  const ctxC = await browser.newContext();
  const pageA = await ctxA.newPage();
  const pageC = await ctxC.newPage();

  await uiLogin(pageA, a.email, a.password);
  await sendInvite(pageA, c.email);
  const link = await inviteLink(c.email);

  // Someone else signed in opens Carol's link.
  await uiLogin(pageC, other.email, other.password);
  await expect(pageC.getByTestId("invite-button")).toBeVisible();
  await pageC.goto(link);
  await expect(pageC.getByText("Email Mismatch")).toBeVisible();
  await pageC.screenshot({ path: test.info().outputPath("invite-mismatch.png") });
  await pageC.getByRole("button", { name: "Sign Out" }).click();
  await expect(pageC.getByText("You're invited!")).toBeVisible();
  await expect(pageC.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(pageC.getByRole("link", { name: "Create Account" })).toBeVisible();

  // Carol signs in from there and is taken back to the invite.
  await pageC.getByRole("link", { name: "Sign In" }).click();
  await expect(pageC).toHaveURL(/\/login\/\?invite=/);
  await uiLogin(pageC, c.email, c.password);
  await expect(pageC).toHaveURL(/\/invitees\/[^/]+\/$/, { timeout: 20_000 });
  await expect(pageC.getByRole("button", { name: "Accept" })).toBeVisible();

  // On home, her badge counts the open invite; she accepts it in the dialog instead.
  await pageC.goto("/");
  await expect(pageC.getByTestId("invite-badge")).toHaveText("1");
  const dialogC = await openTeamDialog(pageC);
  await expect(dialogC.getByRole("tab", { name: "Yet to Accept (1)" })).toHaveAttribute("data-state", "active");
  await expect(dialogC.getByTestId("to-accept-row")).toContainText("Ada Inviter");
  await pageC.screenshot({ path: test.info().outputPath("dialog-yet-to-accept.png") });
  await dialogC.getByRole("button", { name: "Accept" }).click();
  await expect(pageC.getByText("Invite Accepted").first()).toBeVisible();
  await dialogC.getByRole("tab", { name: /^Collaborator/ }).click();
  await expect(dialogC.getByTestId("collaborator-row")).toContainText("Ada Inviter");
  // Carol did not send the invitation: she cannot revoke it.
  await expect(dialogC.getByTestId("collaborator-row").getByRole("button", { name: "Revoke" })).toHaveCount(0);
  await expect(pageC.getByTestId("invite-badge")).toHaveCount(0);

  // Ada sees Carol in her team and revokes after confirming.
  await pageA.reload();
  const dialogA = await openTeamDialog(pageA);
  const row = dialogA.getByTestId("collaborator-row").filter({ hasText: "Carol Invitee" });
  await expect(row).toBeVisible();
  await pageA.screenshot({ path: test.info().outputPath("dialog-collaborators.png") });
  await row.getByRole("button", { name: "Revoke" }).click();
  await expect(pageA.getByRole("alertdialog").getByText("Revoke Invitation")).toBeVisible();
  await pageA.screenshot({ path: test.info().outputPath("revoke-confirm.png") });
  await pageA.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(pageA.getByText("Collaborator removed")).toBeVisible();
  await expect(dialogA.getByText("No collaborators yet")).toBeVisible();

  await ctxA.close();
  await ctxC.close();
});

test("A invites B; B signs up from the e-mail link, accepts, and A sees a warm path through B's network", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const a = await apiSignup(request, uniqueEmail("ada"), "Ada Inviter");
  const bEmail = uniqueEmail("ben");
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  const pageA = await ctxA.newPage();
  const pageB = await ctxB.newPage();

  // A's own network reaches nobody at Globex; A adds a lead there.
  await uiLogin(pageA, a.email, a.password);
  await expect(pageA.getByTestId("invite-button")).toBeVisible();
  await importNetwork(ctxA.request, `${HEADER}\nPaul,Other,https://www.linkedin.com/in/paul-other-e2e,,Initech,Engineer,01 Jan 2020\n`);
  const lead = await ctxA.request.post("/api/v2/leads", {
    headers: DEVICE,
    data: { linkedin_url: "https://www.linkedin.com/in/tara-target-e2e/", name: "Tara Target", company: "Globex", role: "VP Sales" },
  });
  expect(lead.status(), await lead.text()).toBe(200);
  const leadId = (await lead.json()).data.id as string;
  const detail = pipelineHref({ id: leadId, target: "", can_process: true });
  await pageA.goto(detail);
  await expect(pageA.getByTestId("paths-heading")).toHaveText(/^0 warm paths/, { timeout: 20_000 });

  await sendInvite(pageA, bEmail);
  await pageA.screenshot({ path: test.info().outputPath("dialog-pending.png") });

  // B follows the e-mailed link, has no account yet, creates one, keeping the invite.
  await pinE2eDevice(pageB);
  await pageB.goto(await inviteLink(bEmail));
  await expect(pageB.getByText("You're invited!")).toBeVisible();
  await expect(pageB.getByText("Ada Inviter")).toBeVisible();
  await pageB.screenshot({ path: test.info().outputPath("invite-signed-out.png") });
  await pageB.getByRole("link", { name: "Create Account" }).click();
  await expect(pageB).toHaveURL(/\/signup\/\?invite=/);
  // The invited address is filled in and locked: only it can accept (issue 27 §14).
  await expect(pageB.getByLabel("Email")).toHaveValue(bEmail);
  await expect(pageB.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(pageB.getByTestId("invited-email-note")).toBeVisible();
  await pageB.screenshot({ path: test.info().outputPath("signup-invited.png") });
  await pageB.getByLabel("Name").fill("Ben Invitee");
  await pageB.getByLabel("Password", { exact: true }).fill("ben-password-1");
  await pageB.getByLabel("Confirm password").fill("ben-password-1");
  await pageB.getByLabel("I agree to the terms and conditions").check();
  await pageB.getByRole("button", { name: "Create account" }).click();
  await expect(pageB.getByText("User registered successfully")).toBeVisible();
  await pageB.goto(await verificationLink(bEmail));
  // The page verifies once it runs: wait for its answer before leaving it.
  await expect(pageB.getByText(/Email verified successfully/)).toBeVisible();
  await uiLogin(pageB, bEmail, "ben-password-1");

  // Signed in, B is taken back to the invite and accepts it.
  await expect(pageB).toHaveURL(/\/invitees\/[^/]+\/$/, { timeout: 20_000 });
  await expect(pageB.getByText("Join Ada Inviter's team")).toBeVisible();
  await pageB.screenshot({ path: test.info().outputPath("invite-accept.png") });
  await pageB.getByRole("button", { name: "Accept" }).click();
  await expect(pageB.getByText("Invite Accepted")).toBeVisible();
  await pageB.screenshot({ path: test.info().outputPath("invite-accepted.png") });
  await expect(pageB).toHaveURL(/\/$/, { timeout: 10_000 });

  // Signing in again leads home, not back to the answered invite (whose check would only 404).
  const inviteChecks: number[] = [];
  pageB.on("response", (r) => r.url().includes("/api/v2/collaborator/invite?") && inviteChecks.push(r.status()));
  await passFirstRun(pageB);
  await pageB.getByTestId("account-menu").click();
  await pageB.getByRole("menuitem", { name: "Log out" }).click();
  await pageB.getByRole("button", { name: "Log out" }).click();
  await expect(pageB).toHaveURL(/\/login\/$/);
  await pageB.getByLabel("Email").fill(bEmail);
  await pageB.getByLabel("Password").fill("ben-password-1");
  await pageB.getByRole("button", { name: "Login" }).click();
  await expect(pageB.getByTestId("home-greeting")).toBeVisible();
  await expect(pageB).toHaveURL(/:\d+\/$/);
  await pageB.waitForLoadState("networkidle");
  expect(inviteChecks).toEqual([]);

  // B's network: Ivy works at Globex now; B tags Ivy with a tag of B's own.
  await importNetwork(
    ctxB.request,
    `${HEADER}\nIvy,Introducer,https://www.linkedin.com/in/ivy-introducer-e2e,ivy.private@globex.example,Globex,Account Director,04 Jul 2023\n`,
  );
  const closeFriend = await ctxB.request.post("/api/v1/create-tag", { headers: DEVICE, data: { tag: "Close friend" } });
  expect(closeFriend.status(), await closeFriend.text()).toBe(200);
  const tagged = await ctxB.request.post("/api/v1/add-user-tags-multi", {
    headers: DEVICE,
    data: { profile_link: ["https://www.linkedin.com/in/ivy-introducer-e2e"], tags: [(await closeFriend.json()).data.id] },
  });
  expect(tagged.status(), await tagged.text()).toBe(200);
  // B shows their manual tags to the team (issue 31: a member's tags are their own by default).
  const shareTags = await ctxB.request.put("/api/v2/sharing", { headers: DEVICE, data: { paused: false, share_tags: true } });
  expect(shareTags.status(), await shareTags.text()).toBe(200);

  // A's pooled network shows B's tag as B's (issue 27 §13).
  await pageA.goto(`/network/?query=${encodeURIComponent(JSON.stringify(["users"]))}`);
  const ivyRow = pageA.getByTestId("connection-row").filter({ hasText: "Ivy Introducer" });
  await expect(ivyRow).toContainText("Close friend");
  await expect(ivyRow.getByTestId("tagged-by")).toHaveText("tagged by Ben Invitee");
  await pageA.screenshot({ path: test.info().outputPath("team-network-tagged-by.png") });

  // A opens the lead again: a warm path from B through Ivy to Tara.
  await pageA.goto(detail);
  const path = pageA.getByTestId("path-row").filter({ hasText: "Ivy Introducer" });
  await expect(path.first()).toBeVisible({ timeout: 20_000 });
  await expect(path.first()).toContainText("Ben Invitee");
  await expect(pageA.getByText("ivy.private@globex.example")).toHaveCount(0);
  await pageA.screenshot({ path: test.info().outputPath("team-warm-path.png"), fullPage: true });

  await ctxA.close();
  await ctxB.close();
});

test("an invite revoked while open fails to accept with the spec's message", async ({ browser, request }) => {
  const a = await apiSignup(request, uniqueEmail("ada"), "Ada Inviter");
  const d = await apiSignup(request, uniqueEmail("dan"), "Dan Invitee");
  const ctxA = await browser.newContext();
  const ctxD = await browser.newContext();
  const pageA = await ctxA.newPage();
  const pageD = await ctxD.newPage();
  await uiLogin(pageA, a.email, a.password);
  await sendInvite(pageA, d.email);
  await uiLogin(pageD, d.email, d.password);
  await expect(pageD.getByTestId("invite-button")).toBeVisible();
  await pageD.goto(await inviteLink(d.email));
  await expect(pageD.getByRole("button", { name: "Accept" })).toBeVisible();

  // The inviter revokes from the Pending Invites tab, after confirming.
  const dialog = await openTeamDialog(pageA);
  await dialog.getByRole("tab", { name: /^Pending Invites/ }).click();
  await dialog.getByTestId("pending-invite-row").filter({ hasText: d.email }).getByRole("button", { name: "Revoke" }).click();
  await pageA.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(pageA.getByText("Invite revoked")).toBeVisible();
  await expect(dialog.getByText("No pending invites")).toBeVisible();

  await pageD.getByRole("button", { name: "Accept" }).click();
  await expect(pageD.getByText("Failed to accept invite. Please try again.")).toBeVisible();
  await expect(pageD).toHaveURL(/\/invitees\//);
  await ctxA.close();
  await ctxD.close();
});
