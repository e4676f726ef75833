import type { Lead } from "@/lib/db/schema";
import type { PathTarget } from "@/lib/paths/types";

/**
 * A lead as the warm-path engine's target (lead → paths, one way: the leads room reads its row and
 * hands this over, so paths never reads the lead again inside a request).
 */
export function pathTargetOf(lead: Pick<Lead, "id" | "userId" | "personId" | "name" | "role" | "company" | "companyKey" | "linkedinUrl">): PathTarget {
  return {
    leadId: lead.id,
    ownerId: lead.userId,
    personId: lead.personId,
    name: lead.name,
    role: lead.role,
    company: lead.company,
    companyKey: lead.companyKey,
    linkedinUrl: lead.linkedinUrl,
  };
}
