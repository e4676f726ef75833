import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { collaborators, connections, experiences, extendedNetworks, personProfiles, persons } from "@/lib/db/schema";
import { GET as alerts } from "@/app/api/v2/notifications/alerts/route";
import { GET as listIntros, PATCH as moveIntro, POST as askIntro } from "@/app/api/v2/intro-requests/route";
import { INTRO_MESSAGES, type IntroRequestDto } from "@/lib/intros/schema";
import type { AlertList } from "@/lib/notifications/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";
import { insertLead } from "../paths/support/load";

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });

// An intro request along every shape of path (issue 56: "This path is no longer available" right
// after a request along a teammate's direct connect): the request shows its live path — or its live
// direct connect — to both sides, and each side is told in the bell.

const TEXTS = { ask: "Would you introduce me?", forwardable: "Hi Daniel, I am Ada from Acme…" };

/**
 * Ada (the member) and Bea (her teammate). Daniel (Ada's lead, at Initech) is known directly by Bea
 * and by Olga, whose portfolio Ada uploaded; Paul (Ada's contact), Ivy (Bea's contact) and Rita
 * (Olga's contact) work at Initech with him; Quinn (Ada's contact) worked at Hooli with Ivy. Tom, a
 * second lead, is Ada's own contact.
 */
async function walk() {
  const a = await signedInUser({ name: "Ada Asker", email: "ada@acme-corp.com" });
  const b = await signedInUser({ name: "Bea Teammate", email: "bea@acme-corp.com" });
  await db.insert(collaborators).values({ inviterId: a.user.id, inviteeId: b.user.id });
  const person = async (slug: string, name: string, jobs: [string, string, string | null][] = []) => {
    const [p] = await db.insert(persons).values({ slug }).returning();
    await db.insert(personProfiles).values({ personId: p!.id, suppliedBy: a.user.id, source: "connections", fullName: name });
    for (const [company, from, to] of jobs) {
      await db.insert(experiences).values({ personId: p!.id, suppliedBy: a.user.id, company, companyKey: company.toLowerCase(), title: "Manager", fromDate: from, toDate: to, isCurrent: !to });
    }
    return p!.id;
  };
  const daniel = await person("daniel-target", "Daniel Target", [["Initech", "2019-01-01", null]]);
  const tom = await person("tom-target", "Tom Target", [["Globex", "2018-01-01", null]]);
  const paul = await person("paul-peer", "Paul Peer", [["Initech", "2020-01-01", null]]);
  const ivy = await person("ivy-introducer", "Ivy Introducer", [
    ["Hooli", "2014-01-01", "2018-01-01"],
    ["Initech", "2018-02-01", null],
  ]);
  const rita = await person("rita-reach", "Rita Reach", [["Initech", "2021-01-01", null]]);
  const quinn = await person("quinn-quest", "Quinn Quest", [["Hooli", "2015-01-01", "2017-01-01"]]);
  const olga = await person("olga-owner", "Olga Owner");
  const [ext] = await db.insert(extendedNetworks).values({ ownerPersonId: olga, uploadedBy: a.user.id, name: "Olga's portfolio" }).returning();
  const link = (owner: { user?: string; ext?: string }, personId: string) => ({
    ownerUserId: owner.user ?? null,
    extendedNetworkId: owner.ext ?? null,
    personId,
    sources: ["linkedin"],
    connectedOn: "2023-07-04",
  });
  await db.insert(connections).values([
    link({ user: a.user.id }, paul),
    link({ user: a.user.id }, quinn),
    link({ user: a.user.id }, tom),
    link({ user: b.user.id }, daniel),
    link({ user: b.user.id }, ivy),
    link({ ext: ext!.id }, daniel),
    link({ ext: ext!.id }, rita),
  ]);
  const lead = await insertLead({ userId: a.user.id, personId: daniel, name: "Daniel Target", company: "Initech", role: "CEO" });
  const tomLead = await insertLead({ userId: a.user.id, personId: tom, name: "Tom Target", company: "Globex" });
  const me = a.user.personId!;
  const beaNode = b.user.personId!;
  return { a, b, lead: lead.id, tomLead: tomLead.id, ids: { me, beaNode, daniel, tom, paul, ivy, rita, quinn, olga } };
}

const ask = (token: string, body: { lead_id: string; path_id: string }) => call<IntroRequestDto>(askIntro, "/api/v2/intro-requests", { token, body: { ...TEXTS, ...body } });
const list = async (token: string, scope: "sent" | "received") => (await call<IntroRequestDto[]>(listIntros, "/api/v2/intro-requests", { token, query: { scope } })).body.data;
const bell = async (token: string) => (await call<AlertList>(alerts, "/api/v2/notifications/alerts", { token })).body.data;
const move = (token: string, id: string, status: string, note?: string) =>
  call<IntroRequestDto>(moveIntro, "/api/v2/intro-requests", { method: "PATCH", token, query: { id }, body: { status, note } });

describe("an intro request along each shape of path", () => {
  it("shows its live path or direct connect to both sides, whatever the shape; the member's own direct connect is asked directly", async () => {
    const { a, b, lead, tomLead, ids } = await walk();
    const { me, beaNode, daniel, paul, ivy, rita, quinn, olga } = ids;
    const shapes = [
      { name: "a teammate's direct connect", path: [beaNode, daniel], responder: b.user.id, direct: true },
      { name: "the member's own path, 1 introducer", path: [me, paul, daniel], responder: null, direct: false },
      { name: "a teammate's path, 1 introducer", path: [beaNode, ivy, daniel], responder: b.user.id, direct: false },
      { name: "the member's own path, 2 introducers", path: [me, quinn, ivy, daniel], responder: null, direct: false },
      { name: "a portfolio owner's path", path: [olga, rita, daniel], responder: null, direct: false },
      { name: "a portfolio owner's direct connect", path: [olga, daniel], responder: null, direct: true },
    ];
    const made = new Map<string, string>();
    for (const s of shapes) {
      const res = await ask(a.token, { lead_id: lead, path_id: s.path.join(">") });
      expect(res.status, `${s.name}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data.responder?.id ?? null, s.name).toBe(s.responder);
      made.set(res.body.data.id, s.name);
    }
    // Listed again as each side lists them: never 'no longer available' while the path exists.
    for (const [token, scope, count] of [
      [a.token, "sent", shapes.length],
      [b.token, "received", 2],
    ] as const) {
      const listed = await list(token, scope);
      expect(listed).toHaveLength(count);
      for (const r of listed) {
        const s = shapes.find((x) => x.name === made.get(r.id))!;
        if (s.direct) {
          expect(r.path, s.name).toBeNull();
          expect(r.direct, s.name).toMatchObject({ origin: { id: s.path[0] }, target: { id: daniel } });
        } else {
          expect(r.direct, s.name).toBeNull();
          expect(r.path?.path_id, s.name).toBe(s.path.join(">"));
        }
        expect(r.introducer.name, s.name).not.toBe("");
      }
    }
    // The member's own direct connect needs no introduction: it is asked directly.
    const own = await ask(a.token, { lead_id: tomLead, path_id: `${me}>${ids.tom}` });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(INTRO_MESSAGES.askDirectly);
    // A path through an origin is no path (DESIGN §6.3): Me → Bea → Daniel cannot be asked along.
    await db.insert(connections).values({ ownerUserId: a.user.id, personId: beaNode, sources: ["linkedin"], connectedOn: "2023-07-04" });
    expect((await ask(a.token, { lead_id: lead, path_id: `${me}>${beaNode}>${daniel}` })).body.message).toBe(INTRO_MESSAGES.pathNotFound);
  });

  it("asks the teammate who knows the lead in her own words, by e-mail and in her bell; her answer and note reach the requester's bell", async () => {
    const { a, b, lead, ids } = await walk();
    const created = await ask(a.token, { lead_id: lead, path_id: `${ids.beaNode}>${ids.daniel}` });
    const request = created.body.data;

    const mail = await smtp.current.waitFor({ to: "bea@acme-corp.com", subject: /introduction/ });
    expect(mail.subject).toBe("Ada Asker asks you for an introduction on Scuba");
    expect(mail.text).toContain("Ada Asker asks whether you would introduce them to Daniel Target, whom you know directly.");
    expect(mail.text).not.toContain("your contact Bea Teammate");

    const waiting = await bell(b.token);
    expect(waiting.unread).toBe(1);
    expect(waiting.data[0]).toMatchObject({ type: "INTRO_REQUEST", message: "Ada Asker asks you to introduce them to Daniel Target", data: { href: `/?intro_request=${request.id}` } });
    // Bea reads Ada's message before she answers.
    const [received] = await list(b.token, "received");
    expect(received).toMatchObject({ id: request.id, ask: TEXTS.ask, forwardable: TEXTS.forwardable, path_id: `${ids.beaNode}>${ids.daniel}` });

    expect((await move(b.token, request.id, "accepted", "Happy to — Daniel owes me one")).status).toBe(200);
    const answered = await bell(a.token);
    expect(answered.data.map((n) => [n.type, n.message, n.data?.reason, n.data?.href])).toEqual([
      ["INTRO_ANSWER", "Bea Teammate accepted your intro request to Daniel Target", "Happy to — Daniel owes me one", `/?intro_request=${request.id}`],
    ]);
    const [mine] = await list(a.token, "sent");
    expect(mine!.history.map((h) => [h.by, h.status, h.note])).toContainEqual(["Bea Teammate", "accepted", "Happy to — Daniel owes me one"]);

    // A teammate's path through her contact reads as such; a withdrawal is in her bell too.
    smtp.current.clear();
    const viaIvy = (await ask(a.token, { lead_id: lead, path_id: `${ids.beaNode}>${ids.ivy}>${ids.daniel}` })).body.data;
    expect((await bell(b.token)).data[0]!.message).toBe("Ada Asker asks you to introduce them to Daniel Target through Ivy Introducer");
    const contactMail = await smtp.current.waitFor({ to: "bea@acme-corp.com", subject: /introduction/ });
    expect(contactMail.text).toContain("Ada Asker found a warm path to Daniel Target through your contact Ivy Introducer and asks whether you would make an introduction.");
    expect((await move(a.token, viaIvy.id, "withdrawn")).status).toBe(200);
    expect((await bell(b.token)).data[0]).toMatchObject({ type: "INTRO_WITHDRAWN", message: "Ada Asker withdrew their intro request to Daniel Target" });
  });
});
