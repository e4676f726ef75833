import { describe, expect, it } from "vitest";
import { parseConnectionsCsv } from "@/lib/network/linkedin-csv";
import { parseGoogleContactsCsv } from "@/lib/network/google-contacts-csv";
import { parseVcards } from "@/lib/network/vcard";
import { estimateRows, LINE_TOO_LONG_REASON, MALFORMED_ROW_REASON, MAX_LINE_CHARS, MAX_UPLOAD_ROWS, TOO_MANY_ROWS_REASON } from "@/lib/network/upload-limits";

// Issue 12 item 4: parsers run in linear time with caps on line length and rows, for every kind.

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\n";
// CPU time of the parse (bounded by wall time): the machine's other processes do not count.
const timed = <T>(fn: () => T): [T, number] => {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const out = fn();
  const used = process.cpuUsage(cpu);
  return [out, Math.min(performance.now() - start, (used.user + used.system) / 1000)];
};

describe("vCard parsing in linear time", () => {
  it("unfolds 160,000 folded lines (a 469 KiB file) in well under a second", () => {
    const folded = "BEGIN:VCARD\nFN:Ann Lee\nNOTE:x\n" + " y\n".repeat(160_000) + "END:VCARD\n";
    const [parsed, ms] = timed(() => parseVcards(folded));
    console.log(`vCard with 160,000 folded lines: ${ms.toFixed(0)} ms`);
    expect(parsed.contacts.map((c) => c.fullName)).toEqual(["Ann Lee"]);
    expect(ms).toBeLessThan(500); // the quadratic unfolding took 6.3 s
  });

  it("unfolds 160,000 quoted-printable soft breaks linearly, dropping the overlong value", () => {
    const qp = "BEGIN:VCARD\nN;ENCODING=QUOTED-PRINTABLE:a=\n" + "b=\n".repeat(160_000) + "c\nEMAIL:ann@acme.com\nEND:VCARD\n";
    const [parsed, ms] = timed(() => parseVcards(qp));
    console.log(`vCard with 160,000 quoted-printable soft breaks: ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(500);
    expect(parsed.contacts).toHaveLength(1);
    expect(parsed.contacts[0]!.email).toBe("ann@acme.com");
  });

  it("doubling the input about doubles the time (no quadratic step)", () => {
    const file = (n: number) => "BEGIN:VCARD\nFN:A\nNOTE:" + "x\n =\n ".repeat(n) + "\nEND:VCARD\n";
    parseVcards(file(1000)); // warm up
    const [, small] = timed(() => parseVcards(file(40_000)));
    const [, big] = timed(() => parseVcards(file(160_000)));
    expect(big).toBeLessThan(Math.max(small, 5) * 12);
  });
});

describe("row and line caps", () => {
  it(`reads at most ${MAX_UPLOAD_ROWS} vCards and reports every card past it`, () => {
    const text = "BEGIN:VCARD\nFN:P\nEND:VCARD\n".repeat(MAX_UPLOAD_ROWS + 3);
    const parsed = parseVcards(text);
    expect(parsed.rows).toBe(MAX_UPLOAD_ROWS + 3);
    const over = parsed.skipped.filter((s) => s.reason === TOO_MANY_ROWS_REASON);
    expect(over).toHaveLength(3);
    expect(over[0]!.line).toBe(MAX_UPLOAD_ROWS * 3 + 1);
    expect(parsed.contacts.length + parsed.skipped.length).toBe(parsed.rows);
    expect(estimateRows(text, true)).toBe(MAX_UPLOAD_ROWS + 3);
  });

  it(`reads at most ${MAX_UPLOAD_ROWS} Connections.csv rows and reports every row past it`, () => {
    const rows = Array.from({ length: MAX_UPLOAD_ROWS + 2 }, (_, i) => `P${i},Q,https://www.linkedin.com/in/p-${i},,Acme,Eng,01 Jan 2020`);
    const parsed = parseConnectionsCsv(HEADER + rows.join("\n") + "\n")!;
    expect(parsed.rows).toBe(MAX_UPLOAD_ROWS + 2);
    expect(parsed.contacts).toHaveLength(MAX_UPLOAD_ROWS);
    expect(parsed.skipped).toEqual([
      { line: MAX_UPLOAD_ROWS + 2, reason: TOO_MANY_ROWS_REASON },
      { line: MAX_UPLOAD_ROWS + 3, reason: TOO_MANY_ROWS_REASON },
    ]);
  });

  it("skips and reports a CSV row longer than the cap, keeping the others", () => {
    const long = "x".repeat(MAX_LINE_CHARS + 1);
    const csv = HEADER + `Ann,Lee,https://www.linkedin.com/in/ann,,Acme,Eng,\n${long},Bo,,,,,\nCy,Day,https://www.linkedin.com/in/cy,,Acme,Eng,\n`;
    const parsed = parseConnectionsCsv(csv)!;
    expect(parsed.contacts.map((c) => c.slug)).toEqual(["ann", "cy"]);
    expect(parsed.skipped).toEqual([{ line: 3, reason: LINE_TOO_LONG_REASON }]);
    const google = parseGoogleContactsCsv(`Name,Given Name,E-mail 1 - Value\nAnn Lee,Ann,ann@acme.com\n${long},B,b@acme.com\n`)!;
    expect(google.contacts).toHaveLength(1);
    expect(google.skipped).toEqual([{ line: 3, reason: LINE_TOO_LONG_REASON }]);
  });

  it("reads the rest of a file whose quote is never closed and reports the broken line (found by fuzzing)", () => {
    const parsed = parseConnectionsCsv(HEADER + 'Ann,Lee,https://www.linkedin.com/in/ann,,Acme,Eng,\n"Bo,Ray\nCy,Day,https://www.linkedin.com/in/cy,,Acme,Eng,\n')!;
    expect(parsed.contacts.map((c) => c.slug)).toEqual(["ann", "cy"]);
    expect(parsed.skipped).toEqual([{ line: 3, reason: MALFORMED_ROW_REASON }]);
    expect(parsed.rows).toBe(3);
  });

  it("skips and reports a vCard whose only identity is an overlong property", () => {
    const parsed = parseVcards(`BEGIN:VCARD\nFN:${"x".repeat(MAX_LINE_CHARS + 1)}\nEND:VCARD\nBEGIN:VCARD\nFN:Bo Ray\nEND:VCARD\n`);
    expect(parsed.contacts.map((c) => c.fullName)).toEqual(["Bo Ray"]);
    expect(parsed.skipped).toEqual([{ line: 1, reason: LINE_TOO_LONG_REASON }]);
  });
});
