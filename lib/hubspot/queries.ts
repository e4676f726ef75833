import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { crmLeadLinks } from "@/lib/db/schema";

// The HubSpot room's table: which lead is which CRM contact, and what was last written back.

export async function findLinkByContact(userId: string, contactId: string) {
  const [row] = await db
    .select({ leadId: crmLeadLinks.leadId })
    .from(crmLeadLinks)
    .where(and(eq(crmLeadLinks.userId, userId), eq(crmLeadLinks.provider, "hubspot"), eq(crmLeadLinks.contactId, contactId)));
  return row;
}

export async function insertLink(values: { leadId: string; userId: string; contactId: string }) {
  await db.insert(crmLeadLinks).values({ ...values, provider: "hubspot" }).onConflictDoNothing();
}

export function linksOfUser(userId: string) {
  return db
    .select({ leadId: crmLeadLinks.leadId, contactId: crmLeadLinks.contactId, pushedValues: crmLeadLinks.pushedValues })
    .from(crmLeadLinks)
    .where(and(eq(crmLeadLinks.userId, userId), eq(crmLeadLinks.provider, "hubspot")));
}

export async function markPushed(updates: { leadId: string; values: Record<string, string> }[]) {
  const at = new Date();
  for (const u of updates) await db.update(crmLeadLinks).set({ pushedValues: u.values, pushedAt: at }).where(eq(crmLeadLinks.leadId, u.leadId));
}

