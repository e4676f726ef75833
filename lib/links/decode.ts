// Reading links back (the other half of `./codec`). Only pako's inflater (7 KB compressed, not the
// whole 14): pages that only build links do not load it at all.
import { inflate } from "pako/lib/inflate.js";
import { SLASH, type PipelineLink } from "./codec";

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
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

export function decodePipelineLink(encoded: string): PipelineLink | null {
  const value = decodeLink<Partial<PipelineLink>>(encoded);
  if (!value || typeof value !== "object" || typeof value.id !== "string") return null;
  return { id: value.id, target: typeof value.target === "string" ? value.target : "", can_process: value.can_process !== false };
}
