import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { inflateSync } from "node:zlib";
import { deflate, inflate } from "pako";
import { encodeLink, pipelineHref, stripProfileUrn } from "@/lib/links/codec";
import { decodeLink, decodePipelineLink } from "@/lib/links/decode";
import { legacyLinkRedirect, restoreLegacyLink } from "@/lib/links/legacy";
import { readZlibStored, zlibStored } from "@/lib/links/zlib-stored";

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

  it("writes zlib streams that independent inflaters read, across block boundaries", () => {
    for (const size of [0, 1, 100, 65_535, 65_536, 200_003]) {
      const data = Uint8Array.from({ length: size }, (_, i) => (i * 7919) % 251);
      const stored = zlibStored(data);
      expect(Buffer.from(inflateSync(stored)).equals(Buffer.from(data))).toBe(true); // Node's zlib checks the Adler-32 too
      expect(Buffer.from(inflate(stored)).equals(Buffer.from(data))).toBe(true);
    }
  });

  it("reads its own stored streams only; a compressed (earlier) link is rewritten into today's form", () => {
    const value = { id: "11111111-1111-1111-1111-111111111111", target: "ACo1", can_process: false };
    const legacy = btoa(String.fromCharCode(...deflate(new TextEncoder().encode(JSON.stringify(value))))).split("/").join("__--");
    expect(decodePipelineLink(legacy)).toBeNull();
    const restored = restoreLegacyLink(legacy);
    expect(restored).not.toBeNull();
    expect(decodePipelineLink(restored!)).toEqual(value);
    expect(restoreLegacyLink(encodeLink(value))).toBeNull(); // today's links are left alone
    expect(restoreLegacyLink("plain text")).toBeNull();
    // A crafted URL that inflates to megabytes is refused, not expanded.
    const bomb = btoa(String.fromCharCode(...deflate(new TextEncoder().encode(JSON.stringify({ id: "x", pad: " ".repeat(2_000_000) }))))).split("/").join("__--");
    expect(bomb.length).toBeLessThan(8_000);
    expect(restoreLegacyLink(bomb)).toBeNull();
    expect(restoreLegacyLink(legacy.slice(0, -8))).toBeNull(); // truncated
  });

  it("rewrites legacy links in the pipeline path and the link parameters, and leaves other URLs alone", () => {
    const old = (v: unknown) => btoa(String.fromCharCode(...deflate(new TextEncoder().encode(JSON.stringify(v))))).split("/").join("__--");
    const id = old({ id: "22222222-2222-2222-2222-222222222222", target: "ACo2" });
    const url = legacyLinkRedirect(new URL(`http://x/pipeline/${id}/?query=${encodeURIComponent(old({ name: "Mei" }))}&view=a`));
    expect(url).not.toBeNull();
    expect(decodePipelineLink(url!.pathname.split("/")[2]!)).toEqual({ id: "22222222-2222-2222-2222-222222222222", target: "ACo2", can_process: true });
    expect(decodeLink(url!.searchParams.get("query")!)).toEqual({ name: "Mei" });
    expect(url!.searchParams.get("view")).toBe("a");
    const admin = legacyLinkRedirect(new URL(`http://x/user-management/?filter=${encodeURIComponent(old({ page: 2 }))}`));
    expect(decodeLink(admin!.searchParams.get("filter")!)).toEqual({ page: 2 });
    expect(legacyLinkRedirect(new URL(`http://x/pipeline/${encodeLink({ id: "a" })}/?query=${encodeLink({ b: 1 })}`))).toBeNull();
    expect(legacyLinkRedirect(new URL("http://x/network/?query=acme&tag=abc"))).toBeNull();
  });

  it("refuses stored streams with a wrong checksum or length", () => {
    const good = zlibStored(new TextEncoder().encode('{"id":"x"}'));
    const badSum = good.slice();
    badSum[badSum.length - 1] ^= 1;
    expect(readZlibStored(good)).not.toBeNull();
    expect(readZlibStored(badSum)).toBeNull();
    expect(readZlibStored(good.subarray(0, good.length - 2))).toBeNull();
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
