import "server-only";
import { createHash } from "node:crypto";
import type { DbOrTx } from "@/lib/db/transaction";
import { canonicalLinkedinSlug, normaliseEmail } from "./keys";
import * as q from "./erasure-queries";

// The suppression list (DESIGN §13, decision 018): a person erased by request is kept out of every
// later import, lead add and extension save. Only a hash is stored — SHA-256 of the canonical
// LinkedIn slug or of the normalised e-mail, with its kind as prefix — never the value. Unkeyed on
// purpose: a suppression must hold for ever, across every server and any rotation of the server's
// secrets, and the same plain SHA-256 of an address is already the e-mail persons' key.

/** The reason a skipped row, lead or save gives (import summaries count by it). */
export const SUPPRESSED_REASON = "Suppressed by request";

export type SuppressionKey = { kind: "slug" | "email"; keyHash: string };

export function slugSuppressionHash(slug: string): string {
  return createHash("sha256").update(`slug:${slug}`).digest("hex");
}
export function emailSuppressionHash(email: string): string {
  return createHash("sha256").update(`email:${normaliseEmail(email)}`).digest("hex");
}

/** The hashes that name a contact: its slug (from a slug or a profile URL) and its e-mail. */
function hashesOf(c: { slug?: string | null; linkedinUrl?: string | null; email?: string | null }): string[] {
  const slug = c.slug ?? canonicalLinkedinSlug(c.linkedinUrl);
  const out: string[] = [];
  if (slug) out.push(slugSuppressionHash(slug));
  if (c.email?.trim()) out.push(emailSuppressionHash(c.email));
  return out;
}

/** Whether a contact (by slug, profile URL or e-mail) was erased by request. */
export async function isSuppressed(c: { slug?: string | null; linkedinUrl?: string | null; email?: string | null }): Promise<boolean> {
  const hashes = hashesOf(c);
  return hashes.length > 0 && (await q.selectSuppressed(hashes)).size > 0;
}

/** The indexes of the contacts of a batch that were erased by request (one statement). */
export async function suppressedIndexes(contacts: { slug?: string | null; linkedinUrl?: string | null; email?: string | null }[]): Promise<Set<number>> {
  const per = contacts.map(hashesOf);
  const hit = await q.selectSuppressed(per.flat());
  const out = new Set<number>();
  if (!hit.size) return out;
  per.forEach((hashes, i) => {
    if (hashes.some((h) => hit.has(h))) out.add(i);
  });
  return out;
}

export function addSuppressions(tx: DbOrTx, keys: SuppressionKey[], createdBy: string | null) {
  return q.insertSuppressions(
    tx,
    keys.map((k) => ({ ...k, createdBy })),
  );
}

export const personsNamed = q.selectPersonsNamed;
export const deletePersons = q.deletePersons;
export const personsOfMember = q.selectPersonsOfMember;
export const deleteOrphanPersons = q.deleteOrphanPersons;
export const membersTouching = q.selectMembersTouching;
export const memberWithEmail = q.memberWithEmail;
