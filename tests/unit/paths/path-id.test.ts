import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { isPathIdFor } from "@/lib/paths/path-id";

describe("a bookmark's path id", () => {
  const [o, i1, i2, t] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  it("accepts 3- and 4-node paths of distinct persons ending at the target", () => {
    expect(isPathIdFor(`${o}>${i1}>${t}`, t)).toBe(true);
    expect(isPathIdFor(`${o}>${i1}>${i2}>${t}`, t)).toBe(true);
  });
  it("refuses another target, a repeated person, a direct edge, a long path and junk", () => {
    expect(isPathIdFor(`${o}>${i1}>${t}`, i2)).toBe(false);
    expect(isPathIdFor(`${o}>${o}>${t}`, t)).toBe(false);
    expect(isPathIdFor(`${o}>${t}`, t)).toBe(false);
    expect(isPathIdFor(`${o}>${i1}>${i2}>${randomUUID()}>${t}`, t)).toBe(false);
    expect(isPathIdFor(`a>b>${t}`, t)).toBe(false);
  });
});
