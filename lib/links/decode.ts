// Reading links back (the other half of `./codec`), without a compression library: the links this
// app writes are stored-deflate streams. A link written by a compressing writer (before) never
// reaches a page: proxy.ts rewrites it first (./legacy.ts).
import { SLASH, type PipelineLink } from "./codec";
import { readZlibStored } from "./zlib-stored";

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The bytes of an encoded link (throws on text that is not base64). */
export function linkBytes(encoded: string): Uint8Array {
  return base64ToBytes(decodeURIComponent(encoded).split(SLASH).join("/"));
}

/** Returns null for anything that is not a link this codec made (a hand-edited or truncated URL). */
export function decodeLink<T = unknown>(encoded: string): T | null {
  try {
    const data = readZlibStored(linkBytes(encoded));
    return data ? (JSON.parse(new TextDecoder().decode(data)) as T) : null;
  } catch {
    return null;
  }
}

export function decodePipelineLink(encoded: string): PipelineLink | null {
  const value = decodeLink<Partial<PipelineLink>>(encoded);
  if (!value || typeof value !== "object" || typeof value.id !== "string") return null;
  return { id: value.id, target: typeof value.target === "string" ? value.target : "", can_process: value.can_process !== false };
}
