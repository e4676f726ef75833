import "server-only";
import type { SheetColumn } from "@/lib/export/writers";
import type { ConnectionFilters } from "./schema";
import { listConnections } from "./service";

// A member's network as rows for an export (no lock-in, issue 14), through the same read the network
// page uses: by default their own connections ('base' only), with the tags and sources they supplied
// and the facts their team supplied; with the page's filters, exactly the rows the page lists — a
// teammate's rows as the page shows them, without their private fields (DESIGN §5).

export const NETWORK_EXPORT_COLUMNS: SheetColumn[] = [
  { header: "Name", key: "name", width: 28 },
  { header: "LinkedIn URL", key: "linkedin_url", width: 40 },
  { header: "Company", key: "company", width: 24 },
  { header: "Title", key: "title", width: 24 },
  { header: "Tags", key: "tags", width: 32 },
  { header: "Sources", key: "sources", width: 20 },
  { header: "Connected on", key: "connected_on", width: 14 },
  { header: "Email", key: "email", width: 28 },
  { header: "Phone", key: "phone", width: 16 },
];

const PAGE = 100;

/** Everything the member supplied: their own network, unfiltered. */
export const OWN_NETWORK: ConnectionFilters = { search: "", company: [], title: [], tag: [], query: ["base"] };

export async function* networkExportRows(userId: string, filters: ConnectionFilters = OWN_NETWORK): AsyncGenerator<Record<string, unknown>> {
  for (let skip = 0; ; skip += PAGE) {
    const page = await listConnections(userId, { ...filters, skip, limit: PAGE });
    for (const c of page.data) {
      const p = c.connected_li_user;
      const job = p.experience.find((e) => e.is_current) ?? p.experience[0];
      yield {
        name: p.full_name,
        linkedin_url: p.linkedin_url,
        company: job?.company ?? "",
        title: job?.title ?? "",
        tags: p.user_tags_v2.filter((t) => t.status !== "suggested").map((t) => t.tag).join("; "),
        sources: c.sources.join("; "),
        connected_on: c.connected_on,
        email: c.email_address,
        phone: c.phone,
      };
    }
    if (page.data.length < PAGE) return;
  }
}
