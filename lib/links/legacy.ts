import "server-only";
import { inflate } from "pako/lib/inflate.js";
import { encodeLink } from "./codec";
import { decodeLink, linkBytes } from "./decode";

// Links written before links became stored-deflate streams were compressed with pako: bookmarks,
// browser history, and the lead links already pushed to HubSpot. proxy.ts rewrites them into
// today's form, so the pages read links without carrying an inflater (issue 11: light pages).

/** Search parameters that carry an encoded link: the pipeline's `query` and `tag`, the admin lists' `filter`. */
const LINK_PARAMS = ["query", "tag", "filter"] as const;

/** Today's form of a link a compressing writer made; null when it is not one (today's links included). */
export function restoreLegacyLink(encoded: string): string | null {
  if (decodeLink(encoded) !== null) return null;
  try {
    return encodeLink(JSON.parse(new TextDecoder().decode(inflate(linkBytes(encoded)))));
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
