import "server-only";
import { ApiError } from "@/lib/api/errors";
import { openRequestsThrough } from "@/lib/intros/service";
import { activeLeadsForSort, viewerOf } from "@/lib/leads/service";
import { myConnectionTo } from "@/lib/network/service";
import { personLinks } from "@/lib/paths/service";
import { linkedinUrlFromSlug } from "@/lib/people/keys";
import { readEducations, readExperiences, readPersonCards } from "@/lib/people/service";
import type { PersonPanel } from "./types";

export const PERSON_NOT_FOUND = "Person not found";

// The person panel (issue 28, DESIGN §6.11): one person as the member's team knows them — who in the
// team knows them and how (lib/paths, by the edges among the origins, the person and the member's
// leads), their history from the team's facts (lib/people), the member's leads they can introduce,
// the member's own last interaction (lib/network) and the open intro requests through them
// (lib/intros). A person outside the team network who is none of the member's leads answers 404.

export async function personPanel(userId: string, personId: string): Promise<PersonPanel> {
  const leads = await activeLeadsForSort(userId);
  const links = await personLinks({ userId, personId, leads });
  if (!links.visible) throw ApiError.notFound(PERSON_NOT_FOUND);
  const viewer = await viewerOf(userId);
  const [cards, experiences, educations, mine, requests] = await Promise.all([
    readPersonCards(viewer, [personId]),
    readExperiences(viewer, [personId]),
    readEducations(viewer, [personId]),
    myConnectionTo(userId, personId),
    openRequestsThrough(userId, personId),
  ]);
  const card = cards.get(personId);
  const leadName = new Map(leads.map((l) => [l.leadId, l.name]));
  return {
    person: {
      id: personId,
      name: card?.name ?? "",
      role: card?.role ?? "",
      company: card?.company ?? "",
      headline: card?.headline ?? null,
      linkedin_url: card?.slug ? linkedinUrlFromSlug(card.slug) : null,
      profile: card?.picture ?? null,
    },
    known_by: links.knownBy,
    history: {
      experiences: experiences.map((e) => ({ company: e.company, title: e.title, from_date: e.from_date, to_date: e.to_date, is_current: e.is_current })),
      educations: educations.map((e) => ({ school: e.school, degree: e.degree, from_year: e.from_year, to_year: e.to_year })),
    },
    can_introduce: links.canIntroduce.map((c) => ({ ...c, lead_name: leadName.get(c.lead_id) ?? "" })),
    my_connection: mine,
    intro_requests: requests.map((r) => ({ ...r, lead_name: leadName.get(r.lead_id) ?? "" })),
  };
}
