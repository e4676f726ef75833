import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeUpload } from "@/lib/network/csv-text";
import { parseExportDate, parseMonthDate } from "@/lib/network/dates";
import { detectLinkedinFile, parseConnectionsCsv, parseEducationCsv, parsePositionsCsv } from "@/lib/network/linkedin-csv";

const fixture = (name: string) => decodeUpload(readFileSync(path.join("tests/fixtures/network", name)));
const shared = (name: string) => decodeUpload(readFileSync(path.join("../shared/data/linkedin-export-synthetic", name)));

describe("Connections.csv variants", () => {
  it("reads the current format: preamble, quoted commas, doubled quotes, padding spaces, non-ASCII, percent-encoded URLs", () => {
    const parsed = parseConnectionsCsv(fixture("connections-current.csv"))!;
    expect(parsed.rows).toBe(6);
    expect(parsed.contacts).toHaveLength(5);
    expect(parsed.skipped).toEqual([{ line: 7, reason: "Empty row: hidden or deleted profile" }]);
    const [priya, ken, ahmed, jo, lena] = parsed.contacts;
    expect(priya).toMatchObject({ slug: "priya-nayak", lastName: "Nayak, MSc, MBA, PHR", company: "Acme, Inc.", position: "Head of People", connectedOn: "2023-07-04", line: 5 });
    expect(ken).toMatchObject({ slug: "ken-o\u2019brien-12ab", email: "ken@globex.com", company: "Globex™", lastName: "O’Brien", connectedOn: "2024-03-12" });
    expect(ahmed).toMatchObject({ slug: "ahmed-alali", fullName: "Ahmed العلي", company: "Société Générale" });
    expect(jo).toMatchObject({ lastName: 'The "Rock" Smith', company: "", position: "" });
    expect(lena).toMatchObject({ slug: "lena-park", connectedOn: null });
  });

  it("reads 2018 exports: BOM, no preamble, no URL column, 'M/D/YY, h:mm AM' dates", () => {
    const parsed = parseConnectionsCsv(fixture("connections-2018.csv"))!;
    expect(parsed.contacts.map((c) => [c.fullName, c.slug, c.email, c.connectedOn])).toEqual([
      ["Tom Becker", null, null, "2018-01-08"],
      ["Sara Lind", null, "sara@contoso.com", "2017-12-24"],
    ]);
    expect(parsed.skipped).toHaveLength(1);
  });

  it("reads Excel re-saves: 'Notes:,,' padding, CRLF, deleted columns, DD-Mon-YY dates", () => {
    const parsed = parseConnectionsCsv(fixture("connections-excel.csv"))!;
    expect(parsed.contacts.map((c) => [c.slug, c.company, c.connectedOn])).toEqual([
      ["maria-lopez", "Fabrikam", "2023-04-23"],
      ["john-doe", "Hooli", "2019-01-05"],
    ]);
    expect(parsed.skipped).toEqual([{ line: 7, reason: "Empty row: hidden or deleted profile" }]);
  });

  it("reads ';' files with Spanish month names and invalid UTF-8 bytes (replaced)", () => {
    const parsed = parseConnectionsCsv(fixture("connections-es-semicolon.csv"))!;
    expect(parsed.contacts.map((c) => [c.slug, c.company, c.connectedOn])).toEqual([
      ["jose-garcia", "Telef\uFFFDnica", "2023-01-04"],
      ["ana-ruiz", "Banco; S.A.", "2022-04-17"],
      ["luis-mora", "Indra", "2021-09-03"],
    ]);
    expect(parsed.contacts[0]!.firstName).toBe("Jos\uFFFD");
  });

  it("reports duplicates and rows without identity as skipped, with reasons", () => {
    const parsed = parseConnectionsCsv(fixture("connections-duplicates.csv"))!;
    expect(parsed.contacts.map((c) => c.slug)).toEqual(["a-one", "b-two"]);
    expect(parsed.skipped).toEqual([
      { line: 3, reason: "Duplicate of line 2" },
      { line: 5, reason: "No name, profile URL or e-mail address" },
    ]);
  });

  it("imports the synthetic real export: 1,869 rows, 73 duplicate URLs skipped", () => {
    const parsed = parseConnectionsCsv(shared("Connections.csv"))!;
    expect(parsed.rows).toBe(1869);
    expect(parsed.contacts).toHaveLength(1796);
    expect(parsed.skipped).toHaveLength(73);
    expect(parsed.skipped.every((s) => s.reason.startsWith("Duplicate of line"))).toBe(true);
    expect(parsed.contacts[0]).toMatchObject({ slug: "lrobinson", company: "Cognizant", position: "Web Developer", connectedOn: "2010-01-21" });
  });

  it("returns null for a file that is not a Connections export", () => {
    expect(parseConnectionsCsv("name,company\nA,B\n")).toBeNull();
  });
});

describe("member's own history", () => {
  it("reads Positions.csv of the synthetic export", () => {
    const positions = parsePositionsCsv(shared("Positions.csv"))!;
    expect(positions.length).toBe(8);
    expect(positions[0]).toMatchObject({ company: "Amazon", fromDate: "2022-01-01", toDate: null, isCurrent: true });
    expect(positions[1]).toMatchObject({ company: "Meta", fromDate: "2019-03-01", toDate: "2021-12-01", isCurrent: false });
    expect(detectLinkedinFile(shared("Positions.csv"))).toBe("positions");
    expect(detectLinkedinFile(shared("Connections.csv"))).toBe("connections");
  });

  it("reads Education.csv", () => {
    expect(parseEducationCsv(fixture("education.csv"))).toEqual([{ school: "University of Vienna", degree: "BSc", fromYear: 2012, toYear: 2016 }]);
    expect(detectLinkedinFile(fixture("education.csv"))).toBe("education");
  });
});

describe("export dates", () => {
  it.each([
    ["04 Jul 2023", "2023-07-04"],
    ["1/8/18, 6:14 PM", "2018-01-08"],
    ["23-Apr-23", "2023-04-23"],
    ["04 ene 2023", "2023-01-04"],
    ["4 de julio de 2023", "2023-07-04"],
    ["2024-02-29", "2024-02-29"],
    ["31 Feb 2023", null],
    ["yesterday", null],
  ])("%s → %s", (input, expected) => expect(parseExportDate(input)).toBe(expected));

  it("month dates", () => {
    expect(parseMonthDate("Nov 2022")).toBe("2022-11-01");
    expect(parseMonthDate("2019")).toBe("2019-01-01");
  });
});
