import type { APIRequestContext } from "@playwright/test";
import { pipelineHref } from "@/lib/links/codec";
import { linksIn } from "../helpers/mailbox";
import { apiSignup, E2E_DEVICE_ID, expect, latestMail, test, uiLogin, uniqueEmail } from "./fixtures";

// Intro requests (issue 17): A asks B for an intro through B's contact, in two browser contexts.

const DEVICE = { "x-device-id": E2E_DEVICE_ID };
const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";

async function importNetwork(request: APIRequestContext, csv: string) {
  const res = await request.post("/api/v2/linkedin/network-bulk", { headers: DEVICE, data: { file_name: "Connections.csv", content: csv } });
  expect(res.status(), await res.text()).toBe(200);
  await expect
    .poll(async () => (await (await request.get("/api/v2/linkedin/upload-status", { headers: DEVICE })).json()).data?.linkedin?.status, {
      timeout: 30_000,
    })
    .toBe("done");
}

test("A asks B for an intro through B's contact; B accepts; A records the intro and the meeting; home and the pipeline show it", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const a = await apiSignup(request, uniqueEmail("ada"), "Ada Asker");
  const b = await apiSignup(request, uniqueEmail("ben"), "Ben Teammate");
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  const pageA = await ctxA.newPage();
  const pageB = await ctxB.newPage();
  await uiLogin(pageA, a.email, a.password);
  await uiLogin(pageB, b.email, b.password);

  // The team: A invites B, B accepts from the e-mailed link's code.
  expect((await ctxA.request.post("/api/v2/collaborator/invite", { headers: DEVICE, data: { email: b.email } })).status()).toBe(200);
  const link = linksIn(await latestMail(b.email, /invited you to their team on Scuba$/)).find((l) => l.includes("/invitees/"))!;
  const code = link.match(/\/invitees\/([^/]+)\/$/)![1]!;
  expect((await ctxB.request.post(`/api/v2/collaborator/accept?invite_id=${code}`, { headers: DEVICE })).status()).toBe(200);

  // B knows Ivy at Globex; A adds Tara, who works there.
  await importNetwork(ctxB.request, `${HEADER}\nIvy,Introducer,https://www.linkedin.com/in/ivy-introducer-e2e,,Globex,Account Director,04 Jul 2023\n`);
  const lead = await ctxA.request.post("/api/v2/leads", {
    headers: DEVICE,
    data: { linkedin_url: "https://www.linkedin.com/in/tara-target-intro-e2e/", name: "Tara Target", company: "Globex", role: "VP Sales" },
  });
  expect(lead.status(), await lead.text()).toBe(200);
  const leadId = (await lead.json()).data.id as string;

  // A asks from the path row: the texts are drafted from the path's evidence and editable.
  await pageA.goto(pipelineHref({ id: leadId, target: "", can_process: true }));
  const row = pageA.getByTestId("path-row").filter({ hasText: "Ivy Introducer" }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole("button", { name: "Ask for an intro" }).click();
  const dialog = pageA.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Ask for an intro to Tara Target" })).toBeVisible();
  const ask = dialog.getByLabel(/The ask Ben Teammate can send to Ivy Introducer/);
  await expect(ask).toHaveValue(/Hi Ivy,/);
  await expect(ask).toHaveValue(/My colleague Ada Asker would like to meet Tara Target/);
  await expect(dialog.getByLabel(/A note to Tara Target/)).toHaveValue(/Hi Tara,/);
  await ask.fill("Hi Ivy,\n\nCould you introduce Ada to Tara? She sells to teams like Tara's.\n\nBen");
  await pageA.screenshot({ path: test.info().outputPath("intro-ask-dialog.png") });
  await dialog.getByRole("button", { name: "Send request to Ben Teammate" }).click();
  await expect(pageA.getByText("Intro request sent")).toBeVisible();
  await expect(row.getByTestId("path-intro-status")).toHaveText("Intro: Requested");

  // B follows the e-mail's link to this request on home ('Intro requests for you'), with the path
  // and A's edited text, and accepts.
  const mailed = linksIn(await latestMail(b.email, /asks you for an introduction on Scuba$/)).find((l) => l.includes("intro_request="));
  expect(mailed, "the e-mail links to the request").toBeTruthy();
  await pageB.goto(mailed!);
  const forB = pageB.locator('[aria-label="Intro requests for you"]');
  const request1 = forB.getByTestId("intro-request").first();
  await expect(request1).toContainText("Ada Asker asks you to introduce them to Tara Target", { timeout: 20_000 });
  await expect(request1).toContainText("Ivy Introducer");
  await expect(request1).toHaveAttribute("data-linked", "true");
  await pageB.screenshot({ path: test.info().outputPath("intro-for-you.png") });
  await request1.getByRole("button", { name: "Accept" }).click();
  await pageB.getByRole("dialog").getByLabel("Note to Ada Asker (optional)").fill("Ivy owes me one");
  await pageB.getByRole("dialog").getByRole("button", { name: "Accept" }).click();
  await expect(request1.getByTestId("intro-status")).toHaveText("Accepted");
  // The texts are ready to send from B's own mailbox — nothing is sent for B.
  await expect(request1.getByText("Could you introduce Ada to Tara?")).toBeVisible();
  await expect(request1.getByRole("link", { name: "Open in my mail app" })).toHaveAttribute("href", /^mailto:\?subject=/);
  await pageB.screenshot({ path: test.info().outputPath("intro-accepted-texts.png") });

  // A sees 'accepted' and records what followed.
  await pageA.goto("/");
  // The teammate's answer, with their note, is an alert in the bell until A reads it.
  await pageA.getByTestId("alert-bell").click();
  const answered = pageA.getByTestId("alert-panel").getByTestId("alert-item").filter({ hasText: "Ben Teammate accepted your intro request to Tara Target" });
  await expect(answered).toContainText("Ivy owes me one", { timeout: 20_000 });
  await pageA.keyboard.press("Escape");
  const mine = pageA.locator('[aria-label="Your intro requests"]').getByTestId("intro-request").first();
  await expect(mine.getByTestId("intro-status")).toHaveText("Accepted", { timeout: 20_000 });
  for (const step of ["Intro made", "Meeting booked"]) {
    await mine.getByRole("button", { name: step }).click();
    await pageA.getByRole("dialog").getByRole("button", { name: step }).click();
    await expect(mine.getByTestId("intro-status")).toHaveText(step);
  }
  await pageA.screenshot({ path: test.info().outputPath("intro-home-requester.png") });

  // The pipeline shows the furthest status and filters leads with an open request.
  await pageA.goto("/pipeline/");
  await expect(pageA.getByTestId("lead-intro-status").first()).toHaveText("Intro: Meeting booked", { timeout: 20_000 });
  await pageA.getByRole("button", { name: "Open intro requests" }).click();
  await expect(pageA).toHaveURL(/intro=open/);
  await expect(pageA.getByTestId("lead-intro-status")).toHaveCount(1);
  await pageA.screenshot({ path: test.info().outputPath("intro-pipeline-filter.png") });

  await ctxA.close();
  await ctxB.close();
});

test("A asks B, who knows the lead directly: the dialog, the mail and the bell say so, and each side reads the other's words", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const a = await apiSignup(request, uniqueEmail("ada-direct"), "Ada Asker");
  const b = await apiSignup(request, uniqueEmail("bea-direct"), "Bea Teammate");
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  const pageA = await ctxA.newPage();
  const pageB = await ctxB.newPage();
  await uiLogin(pageA, a.email, a.password);
  await uiLogin(pageB, b.email, b.password);
  expect((await ctxA.request.post("/api/v2/collaborator/invite", { headers: DEVICE, data: { email: b.email } })).status()).toBe(200);
  const link = linksIn(await latestMail(b.email, /invited you to their team on Scuba$/)).find((l) => l.includes("/invitees/"))!;
  expect((await ctxB.request.post(`/api/v2/collaborator/accept?invite_id=${link.match(/\/invitees\/([^/]+)\/$/)![1]!}`, { headers: DEVICE })).status()).toBe(200);

  // Bea knows Daniel and Yara; Ada knows Yara too. Daniel is Ada's lead: Bea's direct connect, not
  // the last hop of a path of Ada's through Yara and Bea (an origin is never an introducer).
  await importNetwork(
    ctxB.request,
    `${HEADER}\nDaniel,Target,https://www.linkedin.com/in/daniel-target-direct-e2e,,Initech,CEO,04 Jul 2023\nYara,Wong,https://www.linkedin.com/in/yara-wong-direct-e2e,,Hooli,Engineer,01 Feb 2021\n`,
  );
  await importNetwork(ctxA.request, `${HEADER}\nYara,Wong,https://www.linkedin.com/in/yara-wong-direct-e2e,,Hooli,Engineer,01 Mar 2022\n`);
  const lead = await ctxA.request.post("/api/v2/leads", {
    headers: DEVICE,
    data: { linkedin_url: "https://www.linkedin.com/in/daniel-target-direct-e2e/", name: "Daniel Target", company: "Initech", role: "CEO" },
  });
  expect(lead.status(), await lead.text()).toBe(200);
  const leadId = (await lead.json()).data.id as string;

  await pageA.goto(pipelineHref({ id: leadId, target: "", can_process: true }));
  const direct = pageA.getByTestId("direct-connect-row").filter({ hasText: "Bea Teammate" });
  await expect(direct).toBeVisible({ timeout: 20_000 });
  await expect(pageA.getByTestId("path-row").filter({ hasText: "Bea Teammate" })).toHaveCount(0);
  await direct.getByRole("button", { name: "Ask for an intro" }).click();
  const dialog = pageA.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Ask for an intro to Daniel Target" })).toBeVisible();
  await expect(dialog.getByText("Bea Teammate knows Daniel Target directly. Bea Teammate gets your request in Scuba and decides whether to introduce you.")).toBeVisible();
  await expect(dialog).not.toContainText("is a contact of Bea Teammate");
  const ask = dialog.getByLabel("Your ask to Bea Teammate");
  await expect(ask).toHaveValue(/^Hi Bea,\n\nWould you introduce me to Daniel Target, CEO at Initech\? You know Daniel — connected on LinkedIn 04 Jul 2023\./);
  await expect(ask).toHaveValue(/Thank you,\nAda Asker$/);
  await expect(dialog.getByLabel("A note to Daniel Target that can be forwarded as it is")).toHaveValue(/Bea suggested we talk\./);
  await pageA.screenshot({ path: test.info().outputPath("intro-ask-teammate-direct.png") });
  await dialog.getByRole("button", { name: "Send request to Bea Teammate" }).click();
  await expect(pageA.getByText("Intro request sent")).toBeVisible();

  // The mail names Daniel and how Bea is concerned.
  const mail = await latestMail(b.email, /asks you for an introduction on Scuba$/);
  expect(mail.text).toContain("Ada Asker asks whether you would introduce them to Daniel Target, whom you know directly.");

  // Bea's bell holds the waiting request; its link brings it into view on home, with Ada's message.
  await pageB.goto("/");
  await pageB.getByTestId("alert-bell").click();
  const waiting = pageB.getByTestId("alert-panel").getByTestId("alert-item").filter({ hasText: "Ada Asker asks you to introduce them to Daniel Target" });
  await expect(waiting).toBeVisible();
  await pageB.screenshot({ path: test.info().outputPath("intro-bell-waiting.png") });
  await waiting.getByRole("link").click();
  const forB = pageB.locator('[aria-label="Intro requests for you"]').getByTestId("intro-request").first();
  await expect(forB).toContainText("Ada Asker asks you to introduce them to Daniel Target");
  await expect(forB.getByTestId("intro-path")).toContainText("Direct connect");
  await expect(forB.getByText("Ada's message to you")).toBeVisible();
  await expect(forB.getByText(/Would you introduce me to Daniel Target/)).toBeVisible();
  await forB.getByRole("button", { name: "Accept" }).click();
  await expect(pageB.getByRole("dialog").getByText("You will get the note to forward to Daniel Target, ready to send from your own mailbox.")).toBeVisible();
  await pageB.getByRole("dialog").getByLabel("Note to Ada Asker (optional)").fill("Happy to — I will write to Daniel today");
  await pageB.getByRole("dialog").getByRole("button", { name: "Accept" }).click();
  await expect(forB.getByTestId("intro-status")).toHaveText("Accepted");
  // Accepted, Bea is handed the note to forward to Daniel — not an ask addressed to herself.
  await expect(forB.getByText("The note to forward to Daniel Target")).toBeVisible();
  const mailto = await forB.getByRole("link", { name: "Open in my mail app" }).getAttribute("href");
  expect(decodeURIComponent(mailto!)).toContain("Hi Daniel,");
  expect(decodeURIComponent(mailto!)).not.toContain("Hi Bea,");
  await pageB.screenshot({ path: test.info().outputPath("intro-accepted-direct.png") });

  // Ada's bell: the answer with Bea's note; home shows the live direct connect and the note.
  await pageA.goto("/");
  await pageA.getByTestId("alert-bell").click();
  const answer = pageA.getByTestId("alert-panel").getByTestId("alert-item").filter({ hasText: "Bea Teammate accepted your intro request to Daniel Target" });
  await expect(answer).toContainText("Happy to — I will write to Daniel today");
  await pageA.screenshot({ path: test.info().outputPath("intro-bell-answered.png") });
  await pageA.keyboard.press("Escape");
  const mine = pageA.locator('[aria-label="Your intro requests"]').getByTestId("intro-request").first();
  await expect(mine).toContainText("Daniel Target · through Bea Teammate");
  await expect(mine.getByTestId("intro-path")).toContainText("Direct connect");
  await expect(mine).not.toContainText("This path is no longer available");
  await expect(mine.getByTestId("intro-notes")).toContainText("Bea Teammate · Accepted: Happy to — I will write to Daniel today");

  await ctxA.close();
  await ctxB.close();
});

