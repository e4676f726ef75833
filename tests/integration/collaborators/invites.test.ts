import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, invites } from "@/lib/db/schema";
import { DELETE as revoke, GET as list } from "@/app/api/v2/collaborator/route";
import { GET as inviteDetails, POST as invite } from "@/app/api/v2/collaborator/invite/route";
import { POST as accept } from "@/app/api/v2/collaborator/accept/route";
import { POST as decline } from "@/app/api/v2/collaborator/decline/route";
import { areCollaborators, listTeamMemberIds } from "@/lib/collaborators/service";
import { hashInviteCode } from "@/lib/collaborators/invite-code";
import type { CollaboratorLists, InviteDetails, PendingInvite } from "@/lib/collaborators/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });

/** Sends an invite through the route and returns the code from the e-mailed /invitees/{code}/ link. */
async function sendInvite(token: string, email: string) {
  const res = await call<PendingInvite>(invite, "/api/v2/collaborator/invite", { body: { email }, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await smtp.current.waitFor({ to: email.toLowerCase() });
  const link = linksIn(mail).find((l) => l.includes("/invitees/"));
  const code = link?.match(/\/invitees\/([^/]+)\/$/)?.[1];
  expect(code).toBeTruthy();
  return { invite: res.body.data, code: code!, mail };
}

async function lists(token: string) {
  const res = await call<CollaboratorLists>(list, "/api/v2/collaborator", { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("invitations", () => {
  let a: Awaited<ReturnType<typeof signedInUser>>;
  let b: Awaited<ReturnType<typeof signedInUser>>;
  beforeEach(async () => {
    a = await signedInUser({ name: "Ada Inviter", email: "ada@acme-corp.com" });
    b = await signedInUser({ name: "Ben Invitee", email: "ben@acme-corp.com" });
  });

  it("mails a single-use, hashed code; lists it as pending; the invitee accepts and both are a team", async () => {
    const { invite: sent, code, mail } = await sendInvite(a.token, "Ben@Acme-Corp.com");
    expect(mail.subject).toBe("Ada Inviter invited you to their team on Scuba");
    expect(mail.text).toContain("http://localhost:3000/invitees/");
    expect(sent.email).toBe("ben@acme-corp.com");

    // Only the hash is stored, and the invite lives 7 days.
    const [row] = await db.select().from(invites).where(eq(invites.id, sent.id));
    expect(row!.codeHash).toBe(hashInviteCode(code));
    expect(row!.codeHash).not.toContain(code);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const mine = await lists(a.token);
    expect(mine.data).toEqual([{ id: sent.id, email: "ben@acme-corp.com", created_at: expect.any(String), expires_at: expect.any(String), is_expired: false }]);
    const theirs = await lists(b.token);
    expect(theirs.to_accept).toEqual([
      { id: sent.id, invite_code: sent.id, created_at: expect.any(String), user: { name: "Ada Inviter", email: "ada@acme-corp.com" } },
    ]);

    // The page's call, signed out: who invited whom.
    const details = await call<InviteDetails>(inviteDetails, "/api/v2/collaborator/invite", { query: { invite_id: code } });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ email: "ben@acme-corp.com", user: { name: "Ada Inviter", email: "ada@acme-corp.com" } });

    const ok = await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: code }, token: b.token });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await areCollaborators(a.user.id, b.user.id)).toBe(true);
    expect(await areCollaborators(b.user.id, a.user.id)).toBe(true);
    expect(await listTeamMemberIds(a.user.id)).toEqual([b.user.id]);
    expect(await listTeamMemberIds(b.user.id)).toEqual([a.user.id]);

    const after = await lists(a.token);
    expect(after.data).toEqual([]);
    expect(after.collaborator).toHaveLength(1);
    expect(after.collaborator[0]).toMatchObject({
      invite_code_id: { email: "ben@acme-corp.com" },
      collaborator: { id: b.user.id, name: "Ben Invitee", linkedin_user: [{ full_name: "Ben Invitee" }] },
      is_inviter: true,
    });
    const other = await lists(b.token);
    expect(other.to_accept).toEqual([]);
    expect(other.collaborator[0]).toMatchObject({ collaborator: { id: a.user.id }, is_inviter: false });

    // Single use: the same link now answers that it was used.
    const again = await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: code }, token: b.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("This invite has already been used.");
    expect((await call(inviteDetails, "/api/v2/collaborator/invite", { query: { invite_id: code } })).status).toBe(404);
  });

  it("refuses a malformed address, yourself, a collaborator, a pending address and a reverse invite", async () => {
    const bad = await call(invite, "/api/v2/collaborator/invite", { body: { email: "not-an-email" }, token: a.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: ["Please enter a valid email address."] });

    const self = await call(invite, "/api/v2/collaborator/invite", { body: { email: "ADA@acme-corp.com" }, token: a.token });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot invite yourself.");

    await sendInvite(a.token, "carol@acme-corp.com");
    const twice = await call(invite, "/api/v2/collaborator/invite", { body: { email: "carol@acme-corp.com" }, token: a.token });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("An invite is already pending for this email address.");

    const { code } = await sendInvite(a.token, "ben@acme-corp.com");
    const reverse = await call(invite, "/api/v2/collaborator/invite", { body: { email: "ada@acme-corp.com" }, token: b.token });
    expect(reverse.status).toBe(409);
    expect(reverse.body.message).toBe("This user has already invited you. Accept their invite under Yet to Accept.");

    await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: code }, token: b.token });
    const member = await call(invite, "/api/v2/collaborator/invite", { body: { email: "ben@acme-corp.com" }, token: a.token });
    expect(member.status).toBe(409);
    expect(member.body.message).toBe("This user is already your collaborator.");
    const back = await call(invite, "/api/v2/collaborator/invite", { body: { email: "ada@acme-corp.com" }, token: b.token });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe("This user is already your collaborator.");
  });

  it("accepts only for the invited address; unknown, expired, revoked and declined codes are invalid", async () => {
    const stranger = await signedInUser({ email: "eve@other-corp.com" });
    const { invite: sent, code } = await sendInvite(a.token, "ben@acme-corp.com");

    const mismatch = await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: code }, token: stranger.token });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toMatch(/^Email Mismatch/);
    // The invite id alone opens nothing for anyone but the invitee.
    const byId = await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: sent.id }, token: stranger.token });
    expect(byId.status).toBe(404);
    const own = await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: code }, token: a.token });
    expect(own.status).toBe(400);
    expect(await areCollaborators(a.user.id, stranger.user.id)).toBe(false);

    const unknown = await call(inviteDetails, "/api/v2/collaborator/invite", { query: { invite_id: "no-such-code" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("This invite is invalid or has expired.");
    const missing = await call(inviteDetails, "/api/v2/collaborator/invite", {});
    expect(missing.status).toBe(400);

    await db.update(invites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invites.id, sent.id));
    const expired = await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: code }, token: b.token });
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe("This invite has expired.");

    // An expired pending invite may be sent again: a fresh code, the old one dead.
    const { code: fresh } = await sendInvite(a.token, "ben@acme-corp.com");
    expect(fresh).not.toBe(code);
    expect((await call(inviteDetails, "/api/v2/collaborator/invite", { query: { invite_id: code } })).status).toBe(404);

    const declined = await call(decline, "/api/v2/collaborator/decline", { method: "POST", query: { invite_id: fresh }, token: b.token });
    expect(declined.status).toBe(200);
    expect((await lists(a.token)).data).toEqual([]);
    const late = await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: fresh }, token: b.token });
    expect(late.status).toBe(404);
    expect(await areCollaborators(a.user.id, b.user.id)).toBe(false);
  });

  it("lets the invitee accept from Yet to Accept by the invite's id", async () => {
    const { invite: sent } = await sendInvite(a.token, "ben@acme-corp.com");
    const res = await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: sent.id }, token: b.token });
    expect(res.status).toBe(200);
    expect(await areCollaborators(a.user.id, b.user.id)).toBe(true);
  });

  it("lets only the inviter revoke, a pending invite or a collaboration, with effect at once", async () => {
    const { invite: pending, code: pendingCode } = await sendInvite(a.token, "carol@acme-corp.com");
    const { code } = await sendInvite(a.token, "ben@acme-corp.com");
    await call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: code }, token: b.token });

    // Another member cannot touch A's invite: 404, nothing changes.
    const other = await signedInUser();
    expect((await call(revoke, "/api/v2/collaborator", { method: "DELETE", query: { id: pending.id }, token: other.token })).status).toBe(404);
    expect((await lists(a.token)).data).toHaveLength(1);

    const gone = await call(revoke, "/api/v2/collaborator", { method: "DELETE", query: { id: pending.id }, token: a.token });
    expect(gone.status).toBe(200);
    expect((await lists(a.token)).data).toEqual([]);
    expect((await call(inviteDetails, "/api/v2/collaborator/invite", { query: { invite_id: pendingCode } })).body.message).toBe(
      "This invite is no longer valid.",
    );

    const link = (await lists(b.token)).collaborator[0]!;
    const byInvitee = await call(revoke, "/api/v2/collaborator", { method: "DELETE", query: { id: link.id }, token: b.token });
    expect(byInvitee.status).toBe(400);
    expect(byInvitee.body.message).toBe("Only the inviter can revoke this collaboration.");
    expect((await call(revoke, "/api/v2/collaborator", { method: "DELETE", query: { id: link.id }, token: other.token })).status).toBe(404);
    expect(await areCollaborators(a.user.id, b.user.id)).toBe(true);

    const removed = await call(revoke, "/api/v2/collaborator", { method: "DELETE", query: { id: link.id }, token: a.token });
    expect(removed.status).toBe(200);
    expect(await areCollaborators(a.user.id, b.user.id)).toBe(false);
    expect(await listTeamMemberIds(b.user.id)).toEqual([]);
    expect(await db.select().from(collaborators)).toEqual([]);
    expect((await lists(b.token)).collaborator).toEqual([]);
  });

  it("needs a session, and X-Device-Id on writes", async () => {
    expect((await call(list, "/api/v2/collaborator", {})).status).toBe(403);
    const noDevice = await call(invite, "/api/v2/collaborator/invite", { body: { email: "x@acme-corp.com" }, token: a.token, deviceId: null });
    expect(noDevice.status).toBe(403);
    expect(smtp.current.mails).toHaveLength(0);
  });

  it("of two concurrent accepts of one code, exactly one wins", async () => {
    const { code } = await sendInvite(a.token, "ben@acme-corp.com");
    const results = await Promise.all(
      [0, 1, 2].map(() => call(accept, "/api/v2/collaborator/accept", { method: "POST", query: { invite_id: code }, token: b.token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    expect(await db.select().from(collaborators)).toHaveLength(1);
  });
});

describe("invite volume", () => {
  it("caps the invites one member sends a day (429), so the product cannot relay spam", async () => {
    const a = await signedInUser({ email: "ada@acme-corp.com" });
    const { INVITES_PER_DAY } = await import("@/lib/collaborators/invite-code");
    await db.insert(invites).values(
      Array.from({ length: INVITES_PER_DAY }, (_, i) => ({ inviterId: a.user.id, email: `p${i}@x-corp.com`, codeHash: `h${i}`, expiresAt: new Date(Date.now() + 1e9) })),
    );
    const res = await call(invite, "/api/v2/collaborator/invite", { body: { email: "one-more@x-corp.com" }, token: a.token });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(`You can send up to ${INVITES_PER_DAY} invites a day. Please try again tomorrow.`);
    expect(res.headers.get("retry-after")).toBe("3600");
    // Older invites do not count.
    await db.update(invites).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) });
    expect((await call(invite, "/api/v2/collaborator/invite", { body: { email: "one-more@x-corp.com" }, token: a.token })).status).toBe(200);
  });
});
