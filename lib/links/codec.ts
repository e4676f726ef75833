import { zlibStored } from "./zlib-stored";

// The one codec for /pipeline/{id} links (spec 001 §2): JSON → deflate → base64 with '/' replaced
// by '__--' (so the id is one path segment); `./decode` reads them back. Pure; shared by client and server.
// Links are written as a zlib stream of stored deflate blocks: ids and urns do not compress, and
// leaving pako out keeps it off every page that shows or reads a link. Any inflater reads them;
// links a compressing writer made before are rewritten by proxy.ts (./legacy.ts).

export const SLASH = "__--";

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function encodeLink(value: unknown): string {
  const json = new TextEncoder().encode(JSON.stringify(value));
  return bytesToBase64(zlibStored(json)).split("/").join(SLASH);
}

/** The pipeline detail's id: lead id, target profile id (urn prefix removed), can_process. */
export type PipelineLink = { id: string; target: string; can_process?: boolean };

export function stripProfileUrn(urn: string | null | undefined): string {
  return (urn ?? "").replace(/^urn:li:fsd_profile:/, "");
}

/** A company's page (its map: the team's people there, the member's leads there) by its company key. */
export function companyHref(key: string): string {
  return `/companies/${encodeURIComponent(key)}/`;
}

export function pipelineHref(link: PipelineLink): string {
  return `/pipeline/${encodeLink(link)}/`;
}

/** Home with one intro request brought into view (the request panel reads `intro_request`). */
export function introRequestHref(id: string): string {
  return `/?intro_request=${encodeURIComponent(id)}`;
}
