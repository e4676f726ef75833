import "server-only";
import { Inflate } from "pako";
import { encodeLink } from "./codec";
import { decodeLink, linkBytes } from "./decode";

// Links written before links became stored-deflate streams were compressed with pako: bookmarks,
// browser history, and the lead links already pushed to HubSpot. proxy.ts rewrites them into
// today's form, so the pages read links without carrying an inflater (issue 11: light pages).

/** A link is a few hundred bytes of JSON; a URL that inflates to more is refused, not expanded (a zip bomb). */
const MAX_LINK_JSON_BYTES = 64 * 1024;

/** pako's inflater, stopped as soon as the output passes `max` bytes; null for anything it cannot read. */
function inflateCapped(bytes: Uint8Array, max: number): Uint8Array | null {
  const inflater = new Inflate({ chunkSize: 16 * 1024 });
  const chunks: Uint8Array[] = [];
  let total = 0;
  inflater.onData = (data) => {
    const chunk = data as Uint8Array; // binary output: no `to: "string"` option
    total += chunk.length;
    if (total > max) throw new Error("link too large");
    chunks.push(chunk);
  };
  try {
    inflater.push(bytes, true);
  } catch {
    return null;
  }
  // `err` is set for a damaged or truncated stream; `ended` only once the whole stream was read.
  if (inflater.err || (inflater as unknown as { ended?: boolean }).ended !== true) return null;
  return Buffer.concat(chunks);
}

/** Search parameters that carry an encoded link: the pipeline's `query` and `tag`, the admin lists' `filter`. */
const LINK_PARAMS = ["query", "tag", "filter"] as const;

/** Today's form of a link a compressing writer made; null when it is not one (today's links included). */
export function restoreLegacyLink(encoded: string): string | null {
  if (decodeLink(encoded) !== null) return null;
  try {
    const json = inflateCapped(linkBytes(encoded), MAX_LINK_JSON_BYTES);
    return json ? encodeLink(JSON.parse(new TextDecoder().decode(json))) : null;
  } catch {
    return null;
  }
}

/** The same page with its legacy links rewritten (the /pipeline/{id}/ segment and the link parameters), or null. */
export function legacyLinkRedirect(url: URL): URL | null {
  let changed = false;
  const out = new URL(url);
  const segments = out.pathname.split("/");
  if (segments[1] === "pipeline" && segments[2]) {
    const restored = restoreLegacyLink(segments[2]);
    if (restored) {
      segments[2] = restored;
      out.pathname = segments.join("/");
      changed = true;
    }
  }
  for (const key of LINK_PARAMS) {
    const value = out.searchParams.get(key);
    const restored = value ? restoreLegacyLink(value) : null;
    if (restored) {
      out.searchParams.set(key, restored);
      changed = true;
    }
  }
  return changed ? out : null;
}
