import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { db } from "@/lib/db";
import { auditLogs, eventLogs, invites, invoices, payments, persons, sessions, users } from "@/lib/db/schema";
import { seal } from "@/lib/crypto/secret-box";
import { registerWithPassword } from "@/lib/auth/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as listLeads } from "@/app/api/v1/list-leads/route";
import { POST as login } from "@/app/api/v2/login/route";
import { POST as viewGraph } from "@/app/api/v2/view-relationship-graph/route";
import { GET as personPanel } from "@/app/api/v2/people/[id]/route";
import { GET as verify } from "@/app/api/v2/verify/route";
import { POST as invite } from "@/app/api/v2/collaborator/invite/route";
import { POST as accept } from "@/app/api/v2/collaborator/accept/route";
import { DELETE as deleteAccount } from "@/app/api/v2/account/route";
import { DELETE as adminDeleteUser } from "@/app/api/v2/admin/user/route";
import type { LeadWarmPaths } from "@/lib/paths/types";
import { call } from "../../helpers/api";
import { createUser, signedInUser, TEST_PASSWORD } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

// Deleting an account (issue 31, decision 018): the member's sessions end, everything they supplied
// is erased, their teammates' paths through them disappear at once, payments stay without their name,
// the e-mail can sign up again; the last superadmin cannot go.

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });
const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const row = (first: string, last: string, slug: string, email: string, company: string, position: string) =>
  `${first},${last},https://www.linkedin.com/in/${slug},${email},${company},${position},04 Jul 2023`;

type Member = Awaited<ReturnType<typeof signedInUser>>;

async function importNetwork(token: string, lines: string[]) {
  const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Connections.csv", content: `${HEADER}\n${lines.join("\n")}\n` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
}

async function joinTeam(inviter: Member, member: Member) {
  expect((await call(invite, "/api/v2/collaborator/invite", { token: inviter.token, body: { email: member.user.email } })).status).toBe(200);
  const code = linksIn(await smtp.current.waitFor({ to: member.user.email }))[0]!.match(/\/invitees\/([^/]+)\/$/)![1]!;
  expect((await call(accept, "/api/v2/collaborator/accept", { method: "POST", token: member.token, query: { invite_id: code } })).status).toBe(200);
}

const paths = (token: string, leadId: string) => call<LeadWarmPaths>(viewGraph, "/api/v2/view-relationship-graph", { token, body: { lead_id: leadId } });

async function insertPayment(userId: string) {
  const [p] = await db
    .insert(payments)
    .values({
      paymentId: `pay_${userId.slice(0, 8)}`,
      userId,
      status: "succeeded",
      totalAmount: 4900,
      currency: "USD",
      credits: 10,
      productName: "10 leads",
      provider: "sandbox",
      billing: { name: "Dana Departing", email: "dana@leaving-corp.com", street: "1 Main St", city: "Springfield", state: "Oregon", zipcode: "97201", country: "US" },
    })
    .returning();
  await db.insert(invoices).values({ paymentId: p!.id, number: `INV-${userId.slice(0, 8)}` });
  return p!;
}

describe("deleting an account", () => {
  it("erases what the member supplied, ends their sessions and their teammates' paths through them, keeps payments without their name", async () => {
    const dana = await signedInUser({ name: "Dana Departing", email: "dana@leaving-corp.com" });
    const tess = await signedInUser({ name: "Tess Teammate", email: "tess@staying-corp.com" });
    // Dana knows Milo, who works at the target's company; Tess's lead is reached only through Dana.
    await importNetwork(dana.token, [row("Milo", "Onlydana", "milo-onlydana", "milo@private.example", "Target Corp", "Account Lead")]);
    await joinTeam(tess, dana);
    const lead = await call<{ id: string }>(createLead, "/api/v2/leads", {
      token: tess.token,
      body: { linkedin_url: "https://www.linkedin.com/in/tina-target/", name: "Tina Target", company: "Target Corp", role: "VP Sales" },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    const danaLead = await call<{ id: string }>(createLead, "/api/v2/leads", {
      token: dana.token,
      body: { linkedin_url: "https://www.linkedin.com/in/danas-own-lead/", name: "Danas Ownlead", company: "Elsewhere Inc", role: "CTO" },
    });
    expect(danaLead.status).toBe(200);
    await runPendingJobs();
    const before = await paths(tess.token, lead.body.data.id);
    expect(before.status).toBe(200);
    expect(JSON.stringify(before.body.data)).toContain("Milo");
    const [milo] = await db.select().from(persons).where(eq(persons.slug, "milo-onlydana"));
    expect((await call(personPanel, `/api/v2/people/${milo!.id}`, { token: tess.token, params: { id: milo!.id } })).status).toBe(200);
    // Another member's invitation to Dana, still pending: it holds her address.
    const olga = await signedInUser({ name: "Olga Other", email: "olga@other-corp.com" });
    expect((await call(invite, "/api/v2/collaborator/invite", { token: olga.token, body: { email: dana.user.email } })).status).toBe(200);
    expect((await call(invite, "/api/v2/collaborator/invite", { token: olga.token, body: { email: "kept@other-corp.com" } })).status).toBe(200);
    const payment = await insertPayment(dana.user.id);
    await db.insert(eventLogs).values({ userId: dana.user.id, timestamp: new Date(), action: "Dana clicked", type: "button_click", page: "/" });

    // The proof: the member's own e-mail, and their password.
    const wrongEmail = await call(deleteAccount, "/api/v2/account", { method: "DELETE", token: dana.token, body: { email: "tess@staying-corp.com", password: TEST_PASSWORD } });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.errors?.email).toBeDefined();
    const wrongPassword = await call(deleteAccount, "/api/v2/account", { method: "DELETE", token: dana.token, body: { email: "dana@leaving-corp.com", password: "not it" } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors?.password).toBeDefined();
    expect(await db.select().from(users).where(eq(users.id, dana.user.id))).toHaveLength(1);

    const gone = await call<{ payments_kept: number; teammates: number }>(deleteAccount, "/api/v2/account", {
      method: "DELETE",
      token: dana.token,
      body: { email: "  Dana@Leaving-Corp.com ", password: TEST_PASSWORD },
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.data).toMatchObject({ payments_kept: 1, teammates: 1 });
    // The session cookie is dropped and the session is dead everywhere.
    expect(Object.keys(gone.cookies).some((k) => /scuba_session/.test(k))).toBe(true);
    expect((await call(verify, "/api/v2/verify", { token: dana.token })).status).toBe(403);
    expect(await db.select().from(sessions).where(eq(sessions.userId, dana.user.id))).toHaveLength(0);
    const signIn = await call(login, "/api/v2/login", { body: { email: "dana@leaving-corp.com", password: TEST_PASSWORD } });
    expect(signIn.status).toBe(401);

    // Everything she supplied is gone: no table holds a row naming her.
    const left = await db.execute(sql`select
      (select count(*) from connections where owner_user_id = ${dana.user.id}) as connections,
      (select count(*) from person_profiles where supplied_by = ${dana.user.id}) as profiles,
      (select count(*) from experiences where supplied_by = ${dana.user.id}) as experiences,
      (select count(*) from leads where user_id = ${dana.user.id}) as leads,
      (select count(*) from collaborators where inviter_id = ${dana.user.id} or invitee_id = ${dana.user.id}) as collaborations,
      (select count(*) from event_logs where user_id = ${dana.user.id}) as logs,
      (select count(*) from invites where email = 'dana@leaving-corp.com') as invites`);
    const counts = (left as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    expect(Object.values(counts).map(Number)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // The invitation Dana accepted and Olga's to her are gone; Olga's other invitation stays.
    expect((await db.select().from(invites).where(eq(invites.inviterId, olga.user.id))).map((i) => i.email)).toEqual(["kept@other-corp.com"]);
    expect(await db.select().from(invites).where(eq(invites.inviterId, tess.user.id))).toHaveLength(0);
    expect(await db.select().from(eventLogs).where(sql`action = 'Dana clicked'`)).toHaveLength(0);
    // Milo was known only through Dana: the person is removed; so is the person of her own lead.
    expect(await db.select().from(persons).where(eq(persons.slug, "milo-onlydana"))).toHaveLength(0);
    expect(await db.select().from(persons).where(eq(persons.slug, "danas-own-lead"))).toHaveLength(0);

    // Tess at once: no path through Dana, Milo unknown, Dana's lead nowhere.
    const after = await paths(tess.token, lead.body.data.id);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body.data)).not.toContain("Milo");
    expect(JSON.stringify(after.body.data)).not.toContain("Dana");
    expect((await call(personPanel, `/api/v2/people/${milo!.id}`, { token: tess.token, params: { id: milo!.id } })).status).toBe(404);
    const tessLeads = JSON.stringify((await call(listLeads, "/api/v1/list-leads", { token: tess.token, body: {} })).body);
    expect(tessLeads).toContain("Tina Target");
    expect(tessLeads).not.toContain("Danas Ownlead");
    expect(JSON.stringify((await call(listConnections, "/api/v1/list-connections", { token: tess.token, body: {} })).body)).not.toContain("Milo");
    // Her figures follow from the signal queued with the deletion.
    await runPendingJobs();
    expect(JSON.stringify((await call(listLeads, "/api/v1/list-leads", { token: tess.token, body: {} })).body)).not.toContain("Milo");

    // The payment and its invoice are kept, detached, without her name or e-mail.
    const [kept] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toBeDefined();
    expect(kept!.userId).toBeNull();
    expect(kept!.billing.name).toBe("Deleted member");
    expect(kept!.billing.email).toBe("deleted-member@invalid");
    expect(kept!.billing.city).toBe("Springfield");
    expect(JSON.stringify(kept)).not.toContain("Dana");
    expect(await db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toHaveLength(1);

    // The e-mail can sign up again: a new, empty account.
    const again = await registerWithPassword({ name: "Dana Again", email: "dana@leaving-corp.com", password: "another password 1" });
    expect(again).toBeDefined();
    expect(again!.id).not.toBe(dana.user.id);
  });

  it("an account without a password needs a sign-in from the last 10 minutes", async () => {
    const oauth = await signedInUser({ name: "Olga Oauth", email: "olga@oauth-corp.com", passwordHash: null });
    await db.update(sessions).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(sessions.id, oauth.session.id));
    const stale = await call(deleteAccount, "/api/v2/account", { method: "DELETE", token: oauth.token, body: { email: "olga@oauth-corp.com" } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Sign in again/);
    expect(await db.select().from(users).where(eq(users.id, oauth.user.id))).toHaveLength(1);
    await db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.id, oauth.session.id));
    const fresh = await call(deleteAccount, "/api/v2/account", { method: "DELETE", token: oauth.token, body: { email: "olga@oauth-corp.com" } });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, oauth.user.id))).toHaveLength(0);
  });

  it("the only superadmin cannot delete themselves; a superadmin deletes a member from User Management, audited", async () => {
    const root = await signedInUser({ name: "Root", email: "root@scuba.local", role: "superadmin", totpSecretEnc: seal("JBSWY3DPEHPK3PXP"), totpEnabledAt: new Date() });
    const self = await call(deleteAccount, "/api/v2/account", { method: "DELETE", token: root.token, body: { email: "root@scuba.local", password: TEST_PASSWORD } });
    expect(self.status).toBe(409);
    expect(self.body.message).toMatch(/only superadmin/);
    const viaAdmin = await call(adminDeleteUser, "/api/v2/admin/user", { method: "DELETE", token: root.token, query: { id: root.user.id } });
    expect(viaAdmin.status).toBe(409);
    expect(await db.select().from(users).where(eq(users.id, root.user.id))).toHaveLength(1);

    const member = await createUser({ name: "Mona Member", email: "mona@member-corp.com" });
    await insertPayment(member.id);
    const res = await call(adminDeleteUser, "/api/v2/admin/user", { method: "DELETE", token: root.token, query: { id: member.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0);
    const [entry] = await db.select().from(auditLogs).where(eq(auditLogs.action, "users.delete"));
    expect(entry?.actorUserId).toBe(root.user.id);
    expect(entry?.target).toMatchObject({ user_id: member.id, payments_kept: 1 });
    expect(JSON.stringify(entry)).not.toContain("mona@member-corp.com");
    // Unknown → 404; a member is refused.
    expect((await call(adminDeleteUser, "/api/v2/admin/user", { method: "DELETE", token: root.token, query: { id: member.id } })).status).toBe(404);
    const plain = await signedInUser({ email: "plain@member-corp.com" });
    expect((await call(adminDeleteUser, "/api/v2/admin/user", { method: "DELETE", token: plain.token, query: { id: root.user.id } })).status).toBe(403);

    // With a second superadmin, the first may go — here from User Management, on their own row (audited without an actor row).
    await createUser({ name: "Root Two", email: "root2@scuba.local", role: "superadmin" });
    const now = await call(adminDeleteUser, "/api/v2/admin/user", { method: "DELETE", token: root.token, query: { id: root.user.id } });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, root.user.id))).toHaveLength(0);
    const selfEntry = (await db.select().from(auditLogs).where(eq(auditLogs.action, "users.delete"))).find((a) => (a.target as { self?: boolean }).self);
    expect(selfEntry).toMatchObject({ actorUserId: null, target: { user_id: root.user.id, self: true } });
  });
});
