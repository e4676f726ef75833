import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { inflate } from "pako";
import { decodeLink, decodePipelineLink, encodeLink, pipelineHref, stripProfileUrn } from "@/lib/links/codec";

describe("link codec", () => {
  it("round-trips any JSON value", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
        expect(decodeLink(encodeLink(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }), {
      numRuns: 300,
    });
  });

  it("never emits '/' so the id stays one path segment", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      expect(encodeLink(value)).not.toContain("/");
    }), { numRuns: 300 });
  });

  it("is deflate + base64 with '/' replaced by '__--'", () => {
    // Enough varied bytes that the base64 text is sure to contain a '/'.
    const value = { id: "lead", target: "ACoAA" + "?~?".repeat(40), n: Array.from({ length: 64 }, (_, i) => i * 37) };
    const encoded = encodeLink(value);
    const raw = encoded.split("__--").join("/");
    const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
    expect(JSON.parse(new TextDecoder().decode(inflate(bytes)))).toEqual(value);
  });

  it("rejects text it did not make", () => {
    expect(decodeLink("not-a-link")).toBeNull();
    expect(decodeLink("")).toBeNull();
    expect(decodePipelineLink(encodeLink({ target: "x" }))).toBeNull();
  });

  it("builds /pipeline/{encoded}/ links with the urn prefix removed", () => {
    const href = pipelineHref({ id: "11111111-1111-1111-1111-111111111111", target: stripProfileUrn("urn:li:fsd_profile:ACo1"), can_process: true });
    const encoded = href.slice("/pipeline/".length, -1);
    expect(decodePipelineLink(encoded)).toEqual({ id: "11111111-1111-1111-1111-111111111111", target: "ACo1", can_process: true });
  });
});
