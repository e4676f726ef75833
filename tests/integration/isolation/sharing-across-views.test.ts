import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, connections, extendedNetworks } from "@/lib/db/schema";
import "@/register-jobs";
import { GET as companyRoute } from "@/app/api/v2/companies/[company_key]/route";
import { GET as searchRoute } from "@/app/api/v2/companies/route";
import { GET as connectorsRoute } from "@/app/api/v2/team/connectors/route";
import { GET as personRoute } from "@/app/api/v2/people/[id]/route";
import { POST as markPrivate } from "@/app/api/v2/connections/private/route";
import { PUT as putSharing } from "@/app/api/v2/sharing/route";
import type { CompanyPage, CompanySearch } from "@/lib/companies/types";
import type { Connector } from "@/lib/team/types";
import { companyKey } from "@/lib/people/keys";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { insertExperience, insertPerson } from "../../helpers/people";

// What a connector shares (issue 31) holds in the views issue 29 added beside the paths: a
// teammate's private connection or paused sharing is absent from the viewer's company map, the
// connectors' counts and the person panel, while the owner still sees their own.

type Member = Awaited<ReturnType<typeof signedInUser>>;

const company = (who: Member, key: string) =>
  call<CompanyPage>(companyRoute, `/api/v2/companies/${key}`, { token: who.token, params: { company_key: key } }).then((r) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  });
const search = async (who: Member, text: string) =>
  (await call<CompanySearch>(searchRoute, "/api/v2/companies", { token: who.token, query: { search: text } })).body.data;
const names = async (who: Member) => (await company(who, "acme")).people.map((p) => p.name).sort();
const connectors = async (who: Member) => {
  const r = await call<Connector[]>(connectorsRoute, "/api/v2/team/connectors", { token: who.token });
  expect(r.status).toBe(200);
  return r.body.data;
};
const panelStatus = async (who: Member, id: string) => (await call(personRoute, `/api/v2/people/${id}`, { token: who.token, params: { id } })).status;

async function arrange() {
  const mia = await signedInUser({ name: "Mia Member" });
  const dana = await signedInUser({ name: "Dana Mate" });
  await db.insert(collaborators).values({ inviterId: mia.user.id, inviteeId: dana.user.id });
  const person = async (name: string, supplier: string) => {
    const id = await insertPerson({ slug: name.toLowerCase().replace(/\s+/g, "-"), name, suppliedBy: supplier });
    await insertExperience(id, supplier, { company: "Acme", companyKey: companyKey("Acme"), title: "VP Sales", fromDate: "2019-01-01" });
    return id;
  };
  const zara = await person("Zara Ali", mia.user.id);
  const piet = await person("Piet Chef", dana.user.id);
  const ola = await person("Ola Berg", dana.user.id);
  // Piet worked at Initech before: the only one there the team knows.
  await insertExperience(piet, dana.user.id, { company: "Initech", companyKey: companyKey("Initech"), title: "Engineer", fromDate: "2015-01-01", toDate: "2018-12-31" });
  const [, pietConn] = await db
    .insert(connections)
    .values([
      { ownerUserId: mia.user.id, personId: zara, sources: ["linkedin"], connectedOn: "2021-03-04" },
      { ownerUserId: dana.user.id, personId: piet, sources: ["linkedin"], connectedOn: "2020-01-01" },
      { ownerUserId: dana.user.id, personId: ola, sources: ["linkedin"], connectedOn: "2020-01-01" },
    ])
    .returning({ id: connections.id });
  return { mia, dana, piet, pietConn: pietConn!.id };
}

describe("a teammate's sharing settings in the company map, the connectors and the person panel", () => {
  it("a private connection leaves the teammate's views at once and stays in the owner's", async () => {
    const { mia, dana, piet, pietConn } = await arrange();
    expect(await names(mia)).toEqual(["Ola Berg", "Piet Chef", "Zara Ali"]);
    expect((await connectors(mia)).find((c) => c.user_id === dana.user.id)?.people).toBe(2);
    expect(await panelStatus(mia, piet)).toBe(200);
    expect((await search(mia, "initech")).data.map((h) => h.company_key)).toEqual(["initech"]);

    const marked = await call(markPrivate, "/api/v2/connections/private", { token: dana.token, body: { ids: [pietConn], private: true } });
    expect(marked.status).toBe(200);
    expect(await names(mia)).toEqual(["Ola Berg", "Zara Ali"]);
    expect((await company(mia, "acme")).counts.people).toBe(2);
    expect((await connectors(mia)).find((c) => c.user_id === dana.user.id)?.people).toBe(1);
    expect(await panelStatus(mia, piet)).toBe(404);
    // A company only the private connection works at is not even found by the teammate.
    expect(await search(mia, "initech")).toEqual({ data: [], count: 0, updating: null });
    expect((await search(dana, "initech")).data.map((h) => h.company_key)).toEqual(["initech"]);
    // Dana's own views keep it.
    expect(await names(dana)).toEqual(["Ola Berg", "Piet Chef", "Zara Ali"]);
    expect((await connectors(dana)).find((c) => c.is_you)?.people).toBe(2);
    expect(await panelStatus(dana, piet)).toBe(200);
  });

  it("paused sharing takes the whole of the teammate's network out of the viewer's views until resumed", async () => {
    const { mia, dana, piet } = await arrange();
    expect(await names(mia)).toHaveLength(3);
    const pause = await call(putSharing, "/api/v2/sharing", { token: dana.token, method: "PUT", body: { paused: true, share_tags: false } });
    expect(pause.status, JSON.stringify(pause.body)).toBe(200);
    expect(await names(mia)).toEqual(["Zara Ali"]);
    expect((await company(mia, "acme")).counts.teammates).toBe(0);
    expect((await connectors(mia)).some((c) => c.user_id === dana.user.id)).toBe(false);
    expect(await panelStatus(mia, piet)).toBe(404);
    // Dana still sees the team's network, Mia's included.
    expect(await names(dana)).toEqual(["Ola Berg", "Piet Chef", "Zara Ali"]);

    await call(putSharing, "/api/v2/sharing", { token: dana.token, method: "PUT", body: { paused: false, share_tags: false } });
    expect(await names(mia)).toEqual(["Ola Berg", "Piet Chef", "Zara Ali"]);
    expect(await db.select().from(connections).where(eq(connections.ownerUserId, dana.user.id))).toHaveLength(2);
  });

  it("paused sharing takes the extended networks the teammate uploaded out too", async () => {
    const { mia, dana } = await arrange();
    const olga = await insertPerson({ slug: "olga-owner", name: "Olga Owner", suppliedBy: dana.user.id });
    const erik = await insertPerson({ slug: "erik-ext", name: "Erik Ext", suppliedBy: dana.user.id });
    const [ext] = await db.insert(extendedNetworks).values({ uploadedBy: dana.user.id, ownerPersonId: olga, name: "Olga Owner" }).returning();
    await db.insert(connections).values({ extendedNetworkId: ext!.id, personId: erik, sources: ["linkedin"], connectedOn: "2022-05-01" });
    // Erik is in the team network only through Olga's extended network.
    expect(await panelStatus(mia, erik)).toBe(200);

    await call(putSharing, "/api/v2/sharing", { token: dana.token, method: "PUT", body: { paused: true, share_tags: false } });
    expect(await panelStatus(mia, erik)).toBe(404);
    expect(await panelStatus(dana, erik)).toBe(200);
    await call(putSharing, "/api/v2/sharing", { token: dana.token, method: "PUT", body: { paused: false, share_tags: false } });
    expect(await panelStatus(mia, erik)).toBe(200);
  });
});
