import { deflate, inflate } from "pako";

// The one codec for /pipeline/{id} links (spec 001 §2): JSON → deflate → base64 with '/' replaced
// by '__--' (so the id is one path segment), and back. Pure; shared by client and server.

const SLASH = "__--";

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeLink(value: unknown): string {
  const json = new TextEncoder().encode(JSON.stringify(value));
  return bytesToBase64(deflate(json)).split("/").join(SLASH);
}

/** Returns null for anything that is not a link this codec made (a hand-edited or truncated URL). */
export function decodeLink<T = unknown>(encoded: string): T | null {
  try {
    const text = decodeURIComponent(encoded).split(SLASH).join("/");
    return JSON.parse(new TextDecoder().decode(inflate(base64ToBytes(text)))) as T;
  } catch {
    return null;
  }
}

/** The pipeline detail's id: lead id, target profile id (urn prefix removed), can_process. */
export type PipelineLink = { id: string; target: string; can_process?: boolean };

export function stripProfileUrn(urn: string | null | undefined): string {
  return (urn ?? "").replace(/^urn:li:fsd_profile:/, "");
}

export function pipelineHref(link: PipelineLink): string {
  return `/pipeline/${encodeLink(link)}/`;
}

export function decodePipelineLink(encoded: string): PipelineLink | null {
  const value = decodeLink<Partial<PipelineLink>>(encoded);
  if (!value || typeof value !== "object" || typeof value.id !== "string") return null;
  return { id: value.id, target: typeof value.target === "string" ? value.target : "", can_process: value.can_process !== false };
}
