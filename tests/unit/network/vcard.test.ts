import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeUpload } from "@/lib/network/csv-text";
import { parseVcards } from "@/lib/network/vcard";
import { parseGoogleContactsCsv } from "@/lib/network/google-contacts-csv";
import { detectContactFile } from "@/lib/network/parse-upload";

const dir = "../shared/data/vcard-samples";
const sample = (name: string) => parseVcards(decodeUpload(readFileSync(path.join(dir, name))));

describe("vCard samples", () => {
  const files = readdirSync(dir).filter((f) => f.endsWith(".vcf"));

  it.each(files)("%s imports every card", (file) => {
    const text = decodeUpload(readFileSync(path.join(dir, file)));
    const cards = (text.match(/^begin:vcard\s*$/gim) ?? []).length;
    const parsed = parseVcards(text);
    expect(parsed.rows).toBe(cards);
    expect(parsed.contacts.length).toBe(cards);
    for (const c of parsed.contacts) expect(c.fullName).not.toMatch(/\\[,;]|\r/);
    expect(detectContactFile(file, text)).toBe("vcard");
  });

  it("reads structured names, escaped commas, item groups and preferred values (iPhone)", () => {
    const [c] = sample("John_Doe_IPHONE.vcf").contacts;
    expect(c).toMatchObject({ fullName: "Mr. John Richter James Doe Sr.", firstName: "John", lastName: "Doe", email: "john.doe@ibm.com", company: "IBM", position: "Money Counter", phone: "905-555-1234" });
  });

  it("decodes quoted-printable UTF-8 with soft line breaks (Android)", () => {
    const parsed = sample("John_Doe_ANDROID.vcf");
    expect(parsed.contacts[0]).toMatchObject({ email: "john.doe@company.com", fullName: "john.doe@company.com" });
    expect(parsed.contacts[2]!.fullName).toBe("Ñ Ñ Ñ Ñ Ñ");
    expect(parsed.contacts[3]!.fullName).toBe("Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ");
  });

  it("accepts oddly cased BEGIN lines and folded lines (RFC 2426 example)", () => {
    const parsed = sample("rfc2426-example.vcf");
    expect(parsed.contacts.map((c) => [c.fullName, c.email, c.company])).toEqual([
      ["Frank Dawson", "frank_dawson@lotus.com", "Lotus Development Corporation"],
      ["Tim Howes", "howes@netscape.com", "Netscape Communications Corp."],
    ]);
  });
});

describe("Google Contacts CSV", () => {
  it("reads varying e-mail groups, ' ::: ' multi-values with '*' primary, multi-line addresses", () => {
    const csv = [
      "Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,E-mail 2 - Type,E-mail 2 - Value,Phone 1 - Type,Phone 1 - Value,Address 1 - Formatted,Organization 1 - Name,Organization 1 - Title,Website 1 - Value",
      'Rosa Diaz,Rosa,Diaz,* Work ::: Home,rosa.home@mail.com ::: * rosa@nine-nine.com,,,Mobile,+1 555 0100,"1 Main St\nBrooklyn, NY",Nine-Nine,Detective,https://www.linkedin.com/in/rosa-diaz',
      "Amy,Amy,,,,,amy@santiago.org,,,,,,",
      ",,,,,,,Mobile,+1 555 0199,,,,",
    ].join("\n");
    const parsed = parseGoogleContactsCsv(csv)!;
    expect(parsed.contacts.map((c) => [c.fullName, c.email, c.slug, c.company, c.position, c.phone])).toEqual([
      ["Rosa Diaz", "rosa@nine-nine.com", "rosa-diaz", "Nine-Nine", "Detective", "+1 555 0100"],
      ["Amy", "amy@santiago.org", null, "", "", null],
    ]);
    expect(parsed.skipped).toEqual([{ line: 5, reason: "No name, profile URL or e-mail address" }]);
    expect(detectContactFile("contacts.csv", csv)).toBe("google_csv");
  });
});
