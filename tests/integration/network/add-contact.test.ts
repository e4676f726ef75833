import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { personProfiles } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as addUser } from "@/app/api/v2/linkedin/add-user/route";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import type { NetworkConnection } from "@/lib/network/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

// Add New Contact (network page): a contact added by hand has a name in the list at once — the one
// typed in the form, else one read from the profile address — never an empty one (shown "Unknown").

async function add(token: string, body: Record<string, string>) {
  const res = await call<{ connected_user: string; created: boolean }>(addUser, "/api/v2/linkedin/add-user", { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function rowOf(token: string, personId: string) {
  const res = await call<{ data: NetworkConnection[] }>(listConnections, "/api/v1/list-connections", { token, body: { query: ["base"] } });
  return res.body.data.data.find((c) => c.connected_user === personId)!;
}

describe("Add New Contact", () => {
  it("names the contact with the typed name and gives it the typed job", async () => {
    const { token } = await signedInUser();
    const added = await add(token, { linkedin_url: "https://www.linkedin.com/in/kim-lee-9f8e7d", name: "Kim Lee", company: "Acme Robotics", designation: "CTO" });
    expect(added.created).toBe(true);
    const row = await rowOf(token, added.connected_user);
    expect(row.connected_li_user.full_name).toBe("Kim Lee");
    expect(row.li_user.first_name).toBe("Kim");
    expect(row.connected_li_user.experience).toEqual([expect.objectContaining({ company: "Acme Robotics", title: "CTO", is_current: true })]);
    // Searchable by that name, as any other connection.
    const found = await call<{ count: number }>(listConnections, "/api/v1/list-connections", { token, body: { search: "kim" } });
    expect(found.body.data.count).toBe(1);
  });

  it("names a contact added by URL alone from the profile address", async () => {
    const { token } = await signedInUser();
    const added = await add(token, { linkedin_url: "https://www.linkedin.com/in/jane-doe-3a7b21b4/" });
    const row = await rowOf(token, added.connected_user);
    expect(row.connected_li_user.full_name).toBe("Jane Doe");
    const [fact] = await db.select().from(personProfiles).where(eq(personProfiles.personId, added.connected_user));
    expect(fact).toMatchObject({ fullName: "Jane Doe", source: "manual" });
  });

  it("shows a name for contacts stored nameless before this fix", async () => {
    const { token } = await signedInUser();
    const added = await add(token, { linkedin_url: "https://www.linkedin.com/in/omar-haddad" });
    await db.update(personProfiles).set({ fullName: "" }).where(eq(personProfiles.personId, added.connected_user));
    expect((await rowOf(token, added.connected_user)).connected_li_user.full_name).toBe("Omar Haddad");
  });

  const CSV_HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\n";
  async function importRita(token: string) {
    const res = await call(upload, "/api/v2/linkedin/network-bulk", {
      token,
      body: { file_name: "Connections.csv", content: `${CSV_HEADER}Rita,Real,https://www.linkedin.com/in/rita-real,,Globex,CFO,01 Jan 2024\n` },
    });
    expect(res.status).toBe(200);
    await runPendingJobs();
  }

  it("never overwrites what the member's own import already says of the person", async () => {
    const b = await signedInUser();
    await importRita(b.token);
    const added = await add(b.token, { linkedin_url: "https://www.linkedin.com/in/rita-real", name: "Someone Else", company: "Wrong Co", designation: "Intern" });
    const row = await rowOf(b.token, added.connected_user);
    expect(row.connected_li_user.full_name).toBe("Rita Real");
    expect(row.connected_li_user.experience.map((e) => [e.company, e.title])).toEqual([["Globex", "CFO"]]);
  });

  it("keeps each tenant's facts about a shared LinkedIn person apart (DESIGN §1)", async () => {
    const a = await signedInUser();
    await importRita(a.token);
    const b = await signedInUser();
    const added = await add(b.token, { linkedin_url: "https://www.linkedin.com/in/rita-real", name: "Someone Else", company: "Wrong Co", designation: "Intern" });
    const seenByB = await rowOf(b.token, added.connected_user);
    expect(seenByB.connected_li_user.full_name).toBe("Someone Else");
    expect(seenByB.connected_li_user.experience.map((e) => [e.company, e.title])).toEqual([["Wrong Co", "Intern"]]);
    expect(JSON.stringify(seenByB)).not.toMatch(/Rita Real|Globex|CFO/);
    const seenByA = await rowOf(a.token, added.connected_user);
    expect(seenByA.connected_li_user.full_name).toBe("Rita Real");
    expect(seenByA.connected_li_user.experience.map((e) => [e.company, e.title])).toEqual([["Globex", "CFO"]]);
  });
});
