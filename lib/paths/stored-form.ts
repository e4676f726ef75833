import "server-only";
import { deflateRawSync, inflateRawSync } from "node:zlib";

// The forms company_maps stores (a map: ./stored-map.ts; the lists beside it: ./company-facts.ts,
// queries/graph.ts): JSON, deflated, with a format number, so a form written by another version of
// this code — or bytes that are no form at all — read as nothing, and the caller reads afresh.

export function packForm(value: { f: number }): Uint8Array {
  return deflateRawSync(JSON.stringify(value));
}

export function unpackForm<T extends { f: number }>(bytes: Uint8Array, format: T["f"]): T | null {
  let value: T;
  try {
    value = JSON.parse(inflateRawSync(bytes).toString("utf8")) as T;
  } catch {
    return null;
  }
  return value?.f === format ? value : null;
}
