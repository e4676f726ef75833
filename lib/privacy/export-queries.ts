import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, selectRows } from "@/lib/db";

// What 'Export my data' reads (issue 31): everything the member supplied and their account data.
// Read-only, and only the member's own rows (each statement is keyed by their id): this room reads
// the other rooms' tables for the archive in one place rather than adding an export read to every
// room; no other room's table is written here.

export type ExportTable = { file: string; columns: string[]; query: (userId: string) => SQL };

const t = (file: string, columns: string[], query: (userId: string) => SQL): ExportTable => ({ file, columns, query });

/** The CSV files of the archive, in the order they are written. */
export const EXPORT_TABLES: ExportTable[] = [
  t("sessions.csv", ["created_at", "last_seen_at", "expires_at", "revoked_at", "revoked_reason", "device_type", "browser_type", "ip_address"], (u) =>
    sql`select created_at, last_seen_at, expires_at, revoked_at, revoked_reason, device_type, browser_type, ip_address from sessions where user_id = ${u} order by created_at`),
  t("payments.csv", ["payment_id", "status", "product_name", "total_amount", "currency", "credits", "payment_method", "provider", "invoice_number", "created_at", "paid_at", "failure_reason"], (u) =>
    sql`select p.payment_id, p.status, p.product_name, p.total_amount, p.currency, p.credits, p.payment_method, p.provider, i.number as invoice_number, p.created_at, p.paid_at, p.failure_reason
        from payments p left join invoices i on i.payment_id = p.id where p.user_id = ${u} order by p.created_at`),
  t("credits.csv", ["delta", "reason", "reference", "created_at"], (u) => sql`select delta, reason, reference, created_at from credit_ledger where user_id = ${u} order by id`),
  t("connections.csv", ["linkedin_slug", "name", "company", "position", "email_address", "phone", "connected_on", "sources", "email_count", "meeting_count", "last_interaction_at", "created_at"], (u) =>
    sql`select p.slug as linkedin_slug, coalesce(pp.full_name, '') as name, c.company, c.position, c.email_address, c.phone, c.connected_on, array_to_string(c.sources, ' ') as sources,
               c.email_count, c.meeting_count, c.last_interaction_at, c.created_at
        from connections c join persons p on p.id = c.person_id
        left join person_profiles pp on pp.person_id = c.person_id and pp.supplied_by = ${u}
        where c.owner_user_id = ${u} order by c.created_at, c.id`),
  t("extended_networks.csv", ["network", "owner_linkedin_slug", "linkedin_slug", "company", "position", "email_address", "connected_on", "created_at"], (u) =>
    sql`select e.name as network, o.slug as owner_linkedin_slug, p.slug as linkedin_slug, c.company, c.position, c.email_address, c.connected_on, c.created_at
        from extended_networks e join persons o on o.id = e.owner_person_id
        left join connections c on c.extended_network_id = e.id left join persons p on p.id = c.person_id
        where e.uploaded_by = ${u} order by e.created_at, c.created_at`),
  t("profiles_supplied.csv", ["linkedin_slug", "source", "full_name", "headline", "updated_at"], (u) =>
    sql`select p.slug as linkedin_slug, pp.source, pp.full_name, pp.headline, pp.updated_at from person_profiles pp join persons p on p.id = pp.person_id where pp.supplied_by = ${u} order by pp.updated_at`),
  t("experiences_supplied.csv", ["linkedin_slug", "company", "title", "from_date", "to_date", "is_current", "source"], (u) =>
    sql`select p.slug as linkedin_slug, x.company, x.title, x.from_date, x.to_date, x.is_current, x.source from experiences x join persons p on p.id = x.person_id where x.supplied_by = ${u} order by x.created_at`),
  t("educations_supplied.csv", ["linkedin_slug", "school", "degree", "from_year", "to_year", "source"], (u) =>
    sql`select p.slug as linkedin_slug, x.school, x.degree, x.from_year, x.to_year, x.source from educations x join persons p on p.id = x.person_id where x.supplied_by = ${u} order by x.created_at`),
  t("tags.csv", ["tag", "tag_type", "tag_colour", "tag_score", "status", "created_at"], (u) =>
    sql`select tag, tag_type, tag_colour, tag_score, status, created_at from tags where owner_user_id = ${u} order by created_at`),
  t("person_tags.csv", ["linkedin_slug", "tag", "status", "evidence", "created_at"], (u) =>
    sql`select p.slug as linkedin_slug, g.tag, ut.status, ut.evidence, ut.created_at from user_tags ut join persons p on p.id = ut.person_id join tags g on g.id = ut.tag_id where ut.owner_user_id = ${u} order by ut.created_at`),
  t("co_occurrences.csv", ["person_a", "person_b", "email_threads", "meetings", "last_at"], (u) =>
    sql`select coalesce(a.slug, a.id::text) as person_a, coalesce(b.slug, b.id::text) as person_b, c.email_threads, c.meetings, c.last_at
        from co_occurrences c join persons a on a.id = c.person_a_id join persons b on b.id = c.person_b_id where c.owner_user_id = ${u}`),
  t("leads.csv", ["id", "name", "company", "role", "linkedin_url", "email", "phone_no", "upload_type", "is_active", "lists", "created_at"], (u) =>
    sql`select l.id, l.name, l.company, l.role, l.linkedin_url, l.email, l.phone_no, l.upload_type, l.is_active,
               coalesce((select string_agg(pl.name, '; ' order by pl.name) from lead_pipeline_lists lpl join pipeline_lists pl on pl.id = lpl.pipeline_list_id where lpl.lead_id = l.id), '') as lists,
               l.created_at
        from leads l where l.user_id = ${u} order by l.created_at`),
  t("lists.csv", ["name", "created_at"], (u) => sql`select name, created_at from pipeline_lists where user_id = ${u} order by created_at`),
  t("bookmarks.csv", ["lead_id", "path_id", "created_at"], (u) => sql`select lead_id, path_id, created_at from bookmarks where user_id = ${u} order by created_at`),
  t("intro_requests.csv", ["lead", "status", "ask", "forwardable", "created_at", "updated_at"], (u) =>
    sql`select l.name as lead, r.status, r.ask, r.forwardable, r.created_at, r.updated_at from intro_requests r join leads l on l.id = r.lead_id where r.requester_id = ${u} order by r.created_at`),
  t("companies_opened.csv", ["company_key", "opened_at"], (u) => sql`select company_key, opened_at from company_maps where user_id = ${u} and opened_at is not null order by opened_at desc`),
  t("notifications.csv", ["type", "message", "read_at", "created_at"], (u) => sql`select type, message, read_at, created_at from notifications where user_id = ${u} order by created_at`),
  t("event_logs.csv", ["timestamp", "action", "type", "page"], (u) => sql`select timestamp, action, type, page from event_logs where user_id = ${u} order by timestamp, id`),
];

export function readTable(table: ExportTable, userId: string): Promise<Record<string, unknown>[]> {
  return selectRows<Record<string, unknown>>(db, table.query(userId));
}

/** account.json: the account's profile and settings (never a secret: no hash, no two-factor secret). */
export async function readAccount(userId: string) {
  const [account] = await selectRows<Record<string, unknown>>(
    db,
    sql`select u.id, u.name, u.given_name, u.email, u.role, u.linkedin_url, u.picture, u.email_verified_at, u.created_at,
               (u.password_hash is not null) as has_password, (u.totp_enabled_at is not null) as two_factor_enabled,
               u.email_notifications, u.new_device_check, u.is_hubspot_connected,
               (select array_agg(provider::text order by provider) from oauth_accounts o where o.user_id = u.id) as linked_sign_ins
        from users u where u.id = ${userId}`,
  );
  const [onboarding] = await selectRows<Record<string, unknown>>(
    db,
    sql`select business_type, other_business_type, company_name, base_network_size from onboarding_profiles where user_id = ${userId}`,
  );
  return { account: account ?? null, onboarding: onboarding ?? null };
}
