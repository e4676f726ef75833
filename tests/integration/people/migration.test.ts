import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres, type DbHandle } from "@/lib/db/client";
import { adminUrl, withAdminClient } from "@/tests/helpers/test-db";

// Migration 0005 (people and their facts) on a database built by the migrations before it, holding
// data in the old shape: shared person rows with names and facts, an e-mail person two tenants
// share, a member's own history, a node two accounts share.

const MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");

/** The migrations folder as it was before 0005. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "scuba-mig-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function openFresh(): Promise<DbHandle> {
  if (process.env.TEST_DB !== "postgres") return openPglite();
  const name = `scuba_mig_${randomBytes(6).toString("hex")}`;
  await withAdminClient((c) => c.query(`create database ${name}`));
  const handle = openPostgres(adminUrl(name));
  cleanups.push(async () => {
    await handle.close();
    await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`));
  });
  return handle;
}

const U = (n: number) => `00000000-0000-4000-9000-00000000000${n}`;
const P = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe("migration 0005: people and their facts", () => {
  it("attributes existing facts, splits shared e-mail persons per tenant, and keeps one member per node", async () => {
    const handle = await openFresh();
    const before = foldersBefore("0005_people_facts");
    await handle.migrate(before);
    rmSync(before, { recursive: true, force: true });
    const run = (text: string) => handle.db.execute(sql.raw(text));
    const rows = async <T,>(text: string) => ((await run(text)) as unknown as { rows: T[] }).rows;

    // Old shape: names and headlines on persons, facts without a supplier.
    await run(`insert into users (id, email, name, person_id, created_at) values
      ('${U(1)}', 'a@a.test', 'Ann A', '${P(1)}', now() - interval '2 days'),
      ('${U(2)}', 'b@b.test', 'Bob B', null, now() - interval '1 day'),
      ('${U(3)}', 'c@c.test', 'Cid C', '${P(1)}', now())`);
    await run(`insert into persons (id, slug, email_key, full_name, headline) values
      ('${P(1)}', null, null, 'Ann A', 'Seller at Acme'),
      ('${P(2)}', 'sam-shared', null, 'Sam Shared', 'CFO at Globex'),
      ('${P(3)}', null, 'key-of-eve', 'Eve Email', null),
      ('${P(4)}', null, null, 'Nobody Knows', null)`);
    await run(`insert into connections (owner_user_id, person_id, sources, email_address) values
      ('${U(1)}', '${P(2)}', '{linkedin}', null), ('${U(2)}', '${P(2)}', '{linkedin}', null),
      ('${U(1)}', '${P(3)}', '{csv}', 'eve@x.test'), ('${U(2)}', '${P(3)}', '{csv}', 'eve@x.test'),
      ('${U(2)}', '${P(1)}', '{linkedin}', null)`);
    await run(`insert into experiences (person_id, company, company_key, title, is_current, source) values
      ('${P(2)}', 'Globex', 'globex', 'CFO', true, 'connections'),
      ('${P(1)}', 'Acme', 'acme', 'Seller', true, 'positions')`);
    await run(`insert into educations (person_id, school, school_key, from_year, to_year) values ('${P(1)}', 'MIT', 'mit', 2010, 2014)`);
    await run(`insert into tags (id, tag) values ('00000000-0000-4000-a000-000000000001', 'Friend')`);
    await run(`insert into user_tags (owner_user_id, person_id, tag_id) values ('${U(2)}', '${P(3)}', '00000000-0000-4000-a000-000000000001')`);
    await run(`insert into co_occurrences (owner_user_id, person_a_id, person_b_id, email_threads) values ('${U(1)}', '${P(2)}', '${P(3)}', 3)`);

    await handle.migrate();

    const columns = await rows<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'persons'`);
    expect(columns.map((c) => c.column_name).sort()).toEqual(["created_at", "email_key", "id", "owner_user_id", "slug", "updated_at"]);

    // A public person: each member who knew them has the old facts as their own.
    const samProfiles = await rows<{ supplied_by: string; full_name: string }>(`select supplied_by, full_name from person_profiles where person_id = '${P(2)}' order by supplied_by`);
    expect(samProfiles).toEqual([
      { supplied_by: U(1), full_name: "Sam Shared" },
      { supplied_by: U(2), full_name: "Sam Shared" },
    ]);
    const samJobs = await rows<{ supplied_by: string }>(`select supplied_by from experiences where person_id = '${P(2)}' order by supplied_by`);
    expect(samJobs.map((r) => r.supplied_by)).toEqual([U(1), U(2)]);

    // An e-mail person two tenants shared is now one per tenant, each tenant's rows on their own.
    const eves = await rows<{ id: string; owner_user_id: string }>(`select id, owner_user_id from persons where email_key = 'key-of-eve' order by owner_user_id`);
    expect(eves.map((e) => e.owner_user_id)).toEqual([U(1), U(2)]);
    const edgeOf = async (user: string) => (await rows<{ person_id: string }>(`select person_id from connections where owner_user_id = '${user}' and email_address = 'eve@x.test'`))[0]!.person_id;
    expect(await edgeOf(U(1))).toBe(eves[0]!.id);
    expect(await edgeOf(U(2))).toBe(eves[1]!.id);
    expect((await rows<{ person_id: string }>(`select person_id from user_tags where owner_user_id = '${U(2)}'`))[0]!.person_id).toBe(eves[1]!.id);
    const co = (await rows<{ person_a_id: string; person_b_id: string }>(`select person_a_id, person_b_id from co_occurrences`))[0]!;
    expect([co.person_a_id, co.person_b_id].sort()).toEqual([P(2), eves[0]!.id].sort());
    for (const eve of eves) {
      expect(await rows(`select full_name from person_profiles where person_id = '${eve.id}' and supplied_by = '${eve.owner_user_id}'`)).toEqual([{ full_name: "Eve Email" }]);
    }

    // A member's own history is theirs alone, though another member knows their node.
    const history = await rows<{ supplied_by: string; source: string }>(`select supplied_by, source from experiences where person_id = '${P(1)}'`);
    expect(history).toEqual([{ supplied_by: U(1), source: "positions" }]);
    expect(await rows(`select supplied_by from educations where person_id = '${P(1)}'`)).toEqual([{ supplied_by: U(1) }]);

    // One member per node: the earlier account keeps it. A keyless person nobody knows is gone.
    const nodes = await rows<{ id: string; person_id: string | null }>(`select id, person_id from users order by id`);
    expect(nodes).toEqual([
      { id: U(1), person_id: P(1) },
      { id: U(2), person_id: null },
      { id: U(3), person_id: null },
    ]);
    expect(await rows(`select id from persons where id = '${P(4)}'`)).toEqual([]);
    expect((await rows<{ owner_user_id: string }>(`select owner_user_id from persons where id = '${P(1)}'`))[0]!.owner_user_id).toBe(U(1));

    // The bookmark snapshot and the old fact index are gone.
    expect(await rows(`select 1 from information_schema.columns where table_name = 'bookmarks' and column_name = 'path'`)).toEqual([]);
    expect(await rows(`select 1 from information_schema.tables where table_name in ('network_experiences', 'network_educations')`)).toEqual([]);
    if (process.env.TEST_DB !== "postgres") await handle.close();
  });
});
