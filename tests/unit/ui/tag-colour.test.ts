import { describe, expect, it } from "vitest";
import { MIN_TEXT_CONTRAST, contrastRatio, parseHexColour, tagTextColour } from "@/lib/ui/tag-colour";
import { SYSTEM_TAG_LIST } from "@/lib/tags/system-tags";

describe("contrastRatio", () => {
  it("matches the WCAG 2 reference values", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFFFFF", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#808080", "#FFF")).toBeCloseTo(3.95, 2);
    expect(contrastRatio("#ABCDEF", "#ABCDEF")).toBe(1);
  });

  it("is NaN for a colour that is not hex", () => {
    expect(parseHexColour("red")).toBeNull();
    expect(contrastRatio("rgb(0,0,0)", "#FFFFFF")).toBeNaN();
  });
});

describe("tagTextColour", () => {
  it("keeps a tag colour that already reads on white", () => {
    expect(tagTextColour("#0A66C2")).toBe("#0A66C2");
    expect(tagTextColour("#000")).toBe("#000000");
  });

  it("darkens a pale tag colour until it reaches 4.5:1, keeping its hue", () => {
    const text = tagTextColour("#DDD6FE");
    expect(text).not.toBe("#DDD6FE");
    expect(contrastRatio(text, "#FFFFFF")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Still violet: blue stays the largest channel, as in #DDD6FE.
    const [r, g, b] = parseHexColour(text)!;
    expect(b).toBeGreaterThan(r);
    expect(r).toBeGreaterThan(g);
    // Just enough: one step lighter would not read.
    expect(contrastRatio(text, "#FFFFFF")).toBeLessThan(MIN_TEXT_CONTRAST + 1.5);
  });

  it("gives every system tag colour and the fallback a readable text colour", () => {
    for (const colour of [...SYSTEM_TAG_LIST.map((t) => t.tag_colour), "#808080", "#FFFFFF", "#FFFF00"]) {
      expect(contrastRatio(tagTextColour(colour), "#FFFFFF"), colour).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it("falls back to a CSS mix for a colour it cannot parse", () => {
    expect(tagTextColour("rebeccapurple")).toBe("color-mix(in oklab, rebeccapurple 55%, black)");
  });
});
