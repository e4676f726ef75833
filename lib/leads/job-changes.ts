import "server-only";
import type { PeopleMovedCompany } from "@/lib/jobs/signals";
import { companyHref, pipelineHref } from "@/lib/links/codec";
import { log } from "@/lib/log";
import { ALERT_TYPES } from "@/lib/notifications/schema";
import { notifyOnce } from "@/lib/notifications/service";
import { sameEmployer } from "@/lib/people/keys";
import { readPersonCards } from "@/lib/people/service";
import * as q from "./queries";

// Job changes (issue 29): a member's import or profile update says people they know work elsewhere
// now (their own earlier facts said Acme, the new ones Globex — the signal `peopleMovedCompany`).
// Flagged to that member, through the notifications room, each once (a dedupe key per person and
// new company, so a re-import flags nothing twice):
//   - a lead of theirs who moved: 'Sara Novak now at Globex — update the lead?' (one click updates
//     the lead's company through the ordinary lead edit);
//   - a connection who joined a company where they have leads: 'Ian joined Contoso, where you have 3 leads',
//     linking to that company's page, whose leads are the three counted (by company key).
// Only the member whose facts changed is told: a teammate's leads are theirs to judge by their own facts.

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export async function flagJobChanges({ memberId, moves }: PeopleMovedCompany): Promise<{ leads: number; joined: number }> {
  const byPerson = new Map(moves.map((m) => [m.person_id, m]));
  const movedLeads = await q.selectActiveLeadsOnPersons(memberId, [...byPerson.keys()]);
  let flaggedLeads = 0;
  for (const lead of movedLeads) {
    const move = byPerson.get(lead.personId!)!;
    if (sameEmployer(lead.companyKey, move.to_key)) continue; // the lead already says so
    const added = await notifyOnce(undefined, {
      userId: memberId,
      type: ALERT_TYPES.leadMoved,
      message: `${lead.name || "Your lead"} now at ${move.to} — update the lead?`,
      dedupeKey: `lead-moved:${lead.id}:${move.to_key}`,
      data: { href: pipelineHref({ id: lead.id, target: "", can_process: true }), lead_id: lead.id, from: move.from, company: move.to, lead_company: lead.company },
    });
    if (added) flaggedLeads++;
  }

  const leadPeople = new Set(movedLeads.map((l) => l.personId));
  const others = moves.filter((m) => !leadPeople.has(m.person_id));
  const atCompanies = new Map((await q.countActiveLeadsAtCompanies(memberId, [...new Set(others.map((m) => m.to_key))])).map((r) => [r.key, Number(r.n)]));
  const joiners = others.filter((m) => (atCompanies.get(m.to_key) ?? 0) > 0);
  const cards = joiners.length ? await readPersonCards({ userId: memberId, teamIds: [memberId] }, joiners.map((m) => m.person_id)) : new Map();
  let flaggedJoins = 0;
  for (const m of joiners) {
    const n = atCompanies.get(m.to_key)!;
    const name = cards.get(m.person_id)?.name || "A connection";
    const added = await notifyOnce(undefined, {
      userId: memberId,
      type: ALERT_TYPES.joinedLeadCompany,
      message: `${name} joined ${m.to}, where you have ${plural(n, "lead")}`,
      dedupeKey: `joined:${m.person_id}:${m.to_key}`,
      data: { href: companyHref(m.to_key), person_id: m.person_id, from: m.from, company: m.to, leads: n },
    });
    if (added) flaggedJoins++;
  }
  log.info("leads.job_changes_flagged", { memberId, moves: moves.length, leads: flaggedLeads, joined: flaggedJoins });
  return { leads: flaggedLeads, joined: flaggedJoins };
}
