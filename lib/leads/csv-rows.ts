import type { CreateLeadInput } from "./schema";

// One row of the sales-pipeline.csv template (name, company, role, profile, user_name,
// linkedin_url, email, phone_no, list_name) as the lead call's body. Pure.

/**
 * What an upload did: added, skipped (no linkedin_url), failed rows with why, and where a 402 stopped
 * it — the row it stopped at and how many leads wait for credits (issue 27 §5).
 */
export type CsvSummary = {
  added: number;
  skipped: number;
  failed: { row: number | null; message: string }[];
  stopped: { row: number | null; waiting: number } | null;
};

export function csvRowToLead(row: Record<string, string | undefined>): CreateLeadInput | null {
  const url = (row.linkedin_url ?? "").trim();
  if (!url) return null;
  const pick = (k: string) => (row[k] ?? "").trim() || undefined;
  return {
    linkedin_url: url,
    upload_type: "csv",
    list_name: pick("list_name") ?? "",
    name: pick("name") ?? pick("user_name"),
    company: pick("company"),
    role: pick("role"),
    email: pick("email"),
    phone_no: pick("phone_no"),
  };
}
