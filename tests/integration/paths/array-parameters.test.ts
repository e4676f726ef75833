import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { arr, rows } from "@/lib/paths/queries/sql";

// The engine sends its lists as one array parameter (`arr`): canonical ids as they are, anything
// else quoted, so a value can never become two elements (another person's id among them).
describe("array parameters", () => {
  const back = async (values: string[], type: "uuid" | "text") =>
    (await rows<{ v: string }>(sql`select v::text from unnest(${arr(values, type)}) with ordinality u(v, i) order by i`)).map((r) => r.v);

  it("sends ids and text back as they were, quotes, commas, braces and backslashes included", async () => {
    const ids = [randomUUID(), randomUUID().toUpperCase(), randomUUID()];
    expect(await back(ids, "uuid")).toEqual(ids.map((id) => id.toLowerCase()));
    const texts = ['acme, inc', 'say "hi"', "back\\slash", "{braces}", "", "NULL"];
    expect(await back(texts, "text")).toEqual(texts);
  });

  it("refuses a value that would split into a victim's id rather than reading it", async () => {
    const victim = randomUUID();
    await expect(back([`${randomUUID()},${victim}`], "uuid")).rejects.toThrow();
    await expect(back([`x","${victim}`], "uuid")).rejects.toThrow();
    // An id's length and hyphens with a comma, a brace, a quote, a letter past f or a space in a digit's place is no id either.
    const id = randomUUID();
    for (const c of [",", "}", '"', "g", " "]) await expect(back([`${c}${id.slice(1)}`, victim], "uuid")).rejects.toThrow();
    // Ids are tested on the joined list: an empty value cannot make room for a smuggled one.
    await expect(back([`${randomUUID()},${victim}`, ""], "uuid")).rejects.toThrow();
    await expect(back([randomUUID(), `${randomUUID()},${victim}`, "", randomUUID()], "uuid")).rejects.toThrow();
    expect(await back([], "uuid")).toEqual([]);
  });
});
