import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageCsp } from "@/lib/http/csp";
import { parseDemoTourUrl } from "@/lib/config/demo-tour-url";
import { demoTourSchema } from "@/lib/onboarding/demo-tour";

const PUBLIC = path.join(process.cwd(), "public");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const b = readFileSync(file);
  expect(b.subarray(1, 4).toString()).toBe("PNG");
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

describe("the shipped demo tour", () => {
  const manifest = demoTourSchema.parse(JSON.parse(readFileSync(path.join(PUBLIC, "demo-tour/tour.json"), "utf8")));

  it("names images that exist, with the dimensions it states, and hotspots inside them", () => {
    expect(manifest.steps.length).toBeGreaterThanOrEqual(4);
    for (const step of manifest.steps) {
      const file = path.join(PUBLIC, step.image);
      expect(existsSync(file), step.image).toBe(true);
      expect(pngSize(file)).toEqual({ width: step.width, height: step.height });
      const { x, y, w, h } = step.hotspot;
      expect(w * h, step.id).toBeGreaterThan(1); // more than 1 % of the screen: something to point at
      expect(x + w).toBeLessThanOrEqual(100.01);
      expect(y + h).toBeLessThanOrEqual(100.01);
    }
    expect(new Set(manifest.steps.map((s) => s.id)).size).toBe(manifest.steps.length);
  });

  it("refuses a hotspot that leaves the image", () => {
    const step = { ...manifest.steps[0]!, hotspot: { x: 80, y: 10, w: 30, h: 10 } };
    expect(demoTourSchema.safeParse({ generatedAt: "x", steps: [step] }).success).toBe(false);
  });
});

describe("DEMO_TOUR_URL", () => {
  it("is kept only as an https URL", () => {
    expect(parseDemoTourUrl("https://demo.example.com/scuba?x=1")).toBe("https://demo.example.com/scuba?x=1");
    for (const bad of [undefined, "", "  ", "http://demo.example.com", "javascript:alert(1)", "not a url"]) expect(parseDemoTourUrl(bad)).toBeNull();
  });

  it("opens frame-src to its origin only when set", () => {
    expect(pageCsp("n", false, null)).toContain("frame-src 'none'");
    const csp = pageCsp("n", false, "https://demo.example.com");
    expect(csp).toContain("frame-src https://demo.example.com");
    expect(csp).not.toContain("frame-src 'none'");
  });
});
