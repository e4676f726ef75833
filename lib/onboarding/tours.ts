// The guided tours (spec 000 §1, §4, §9; spec 001 §2–§4): each step is anchored to a real element,
// marked in the page with `data-tour="<anchor>"`, and explains it in the product's words. Zod-free:
// the tour code loads with every signed-in page.

import type { TourModule } from "./schema";

export type TourStep = { anchor: string; title: string; body: string };

/**
 * A module's steps, in one or more variants: a page shows a different layout when it is empty (the
 * onboarding home, a lead with no paths), so each layout has its own steps. The first variant whose
 * anchors are all on the page is used.
 */
export const TOURS: Record<TourModule, TourStep[][]> = {
  HOME: [
    // The returning member's home.
    [
      { anchor: "home-network", title: "Your network", body: "Everything you and your teammates import — LinkedIn, Google contacts, mail and calendar — lives here. The more Scuba knows, the more warm paths it finds." },
      { anchor: "home-pipeline", title: "Your sales journey", body: "Your pipeline holds your leads. Open one to see who can introduce you, ranked by strength." },
      { anchor: "home-leads", title: "Pick up where you left off", body: "The leads you viewed and added most recently, and below them your bookmarked paths." },
    ],
    // The onboarding home (no leads yet).
    [
      { anchor: "home-step-network", title: "Step 1 · Build your network", body: "Import your LinkedIn connections and sync Google so Scuba knows who you know. Teammates you invite add their networks too." },
      { anchor: "home-step-pipeline", title: "Step 2 · Add your leads", body: "Add the people you want to reach to your pipeline; Scuba ranks the introduction paths to each of them." },
      { anchor: "home-demo", title: "See it in action", body: "Take the two-minute guided tour of a demo workspace whenever you like." },
    ],
  ],
  PIPELINE: [
    [
      { anchor: "pipeline-add", title: "Add New Lead", body: "Add a lead from its LinkedIn profile, or upload a CSV of leads. Each new lead uses one credit." },
      { anchor: "pipeline-search", title: "Search", body: "Find a lead by name, company or role." },
      { anchor: "pipeline-filter", title: "Relations Filters", body: "Keep only the leads your network reaches through the tags you choose — a company, a school, a team." },
      { anchor: "pipeline-ai-sort", title: "Scuba AI Sort", body: "Ranks your leads by how warm they are: the strongest paths, recent conversations and accepted intros first." },
      { anchor: "pipeline-table", title: "Your leads", body: "Each lead with its best way in: who to ask, how strong, and why — then its paths. Open a lead to see every path." },
    ],
  ],
  RELATIONSHIP: [
    // A lead with warm paths.
    [
      { anchor: "paths-heading", title: "Warm paths", body: "Every way your team's network reaches this lead: origin → introducer → target." },
      { anchor: "paths-target", title: "The target", body: "The lead you want to reach, with their role and LinkedIn profile." },
      { anchor: "paths-origin", title: "Origin", body: "Where the path starts: you, or the teammate whose network it comes from. Filter by type, name, role or company." },
      { anchor: "paths-origin-tags", title: "Origin to Introducer", body: "Why the origin knows the introducer: a LinkedIn connection, a shared employer or school, e-mails and meetings." },
      { anchor: "paths-introducer", title: "Introducer", body: "The person who can introduce you — sometimes two people in a row." },
      { anchor: "paths-target-tags", title: "Introducer to Target", body: "Why the introducer knows your lead: where and when they worked or studied together." },
      { anchor: "paths-strength", title: "Strength", body: "Good, Average or Weak, from the evidence on both sides. Click it for the reasons: each link's tags, evidence and score." },
      { anchor: "paths-ask", title: "Ask for an intro", body: "Draft the ask to the introducer and a note they can forward — nothing is sent for you." },
      { anchor: "paths-bookmark", title: "Bookmark", body: "Keep the paths you plan to use; the best ones also show on your home page." },
      { anchor: "paths-bookmarks", title: "View bookmarks", body: "All the paths you bookmarked for this lead, in one place." },
    ],
    // A lead with no paths (yet).
    [
      { anchor: "paths-heading", title: "Warm paths", body: "Every way your team's network reaches this lead shows here: origin → introducer → target." },
      { anchor: "paths-target", title: "The target", body: "The lead you want to reach, with their role and LinkedIn profile." },
      { anchor: "paths-table", title: "No paths yet", body: "Import more of your network, or invite teammates to pool theirs, to uncover introducers." },
    ],
  ],
  COLLABORATOR: [
    [
      { anchor: "collab-invite", title: "Invite teammates", body: "Invite colleagues by e-mail. Once they accept, your networks are pooled for warm paths." },
      { anchor: "collab-button", title: "Collaborators", body: "See your teammates and pending invites, and revoke a collaboration at any time." },
      { anchor: "collab-source", title: "Whose network", body: "Switch between your network, your teammates' and the extended networks. Teammates' private details stay private." },
    ],
  ],
};

/** The tour the account menu's 'How to use' opens on a page, or null (then the HOME tour, at home). */
export function tourForPath(pathname: string): TourModule | null {
  const p = pathname.replace(/\/+$/, "") || "/";
  if (p === "/") return "HOME";
  if (p === "/pipeline") return "PIPELINE";
  if (p.startsWith("/pipeline/")) return "RELATIONSHIP";
  if (p === "/network") return "COLLABORATOR";
  return null;
}

/**
 * The steps to show now: the first variant whose anchors are all on the page; failing that, the
 * variant with the most anchors present, where a missing anchor's step shows centred (no element),
 * so a tour never points at something that is not there. `null` anchor = centred.
 */
export function pickTourSteps(module: TourModule, present: (anchor: string) => boolean): { anchor: string | null; title: string; body: string }[] {
  const variants = TOURS[module];
  const complete = variants.find((steps) => steps.every((s) => present(s.anchor)));
  if (complete) return complete;
  const score = (steps: TourStep[]) => steps.filter((s) => present(s.anchor)).length;
  const best = variants.reduce((a, b) => (score(b) > score(a) ? b : a));
  return best.map((s) => (present(s.anchor) ? s : { ...s, anchor: null }));
}

/** The CSS selector of an anchor. */
export function tourSelector(anchor: string): string {
  return `[data-tour="${anchor}"]`;
}

