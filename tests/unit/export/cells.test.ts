import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { csvLine, safeCell, safeText } from "@/lib/export/cells";

describe("formula-safe cells", () => {
  it("neutralises values that begin with = + - @, tab, CR or LF", () => {
    for (const v of ["=1+1", "+1", "-1", "@A1", "\t=1", "\r=1", "\n=1"]) expect(safeText(v)).toBe(`'${v}`);
    for (const v of ["Acme", "VP Sales", "1+1", " =1", ""]) expect(safeText(v)).toBe(v);
    expect(safeText(null)).toBe("");
  });

  it("keeps our numbers as numbers and turns everything else into safe text", () => {
    expect(safeCell(42)).toBe(42);
    expect(safeCell("-42")).toBe("'-42");
    expect(safeCell(Number.NaN)).toBe("NaN");
  });

  it("never starts a CSV field with a formula character, and quotes per RFC 4180", () => {
    expect(csvLine(["a,b", 'say "hi"', "=cmd", 3])).toBe('"a,b","say ""hi""",\'=cmd,3\r\n');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const field = csvLine([s]).slice(0, -2);
        const inner = field.startsWith('"') ? field.slice(1) : field;
        return !/^[=+\-@\t\r\n]/.test(inner);
      }),
    );
  });
});
