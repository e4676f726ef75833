// The system relationship tags (DESIGN §6, spec 001 §3 'Tag'). Pure data and rules, no server code:
// the tag service seeds them (ensureSystemTags), the path engine reads names, ids and scores from here.

export type SystemTagType = "Manual Tagging only" | "linkedin" | "email" | "calendar" | "colleague" | "alumni";

export type SystemTag = {
  /** Fixed id, so every database (and the engine) agrees on it. */
  id: string;
  tag: string;
  tag_type: SystemTagType;
  tag_colour: string;
  /** 0–10: a segment's highest_tag is the best score of its tags. */
  tag_score: number;
};

/** Fallback colour of a tag without one (spec 001 §3). */
export const FALLBACK_TAG_COLOUR = "#808080";

export const SYSTEM_TAG_IDS = {
  salesTeam: "00000000-0000-4000-8000-000000000001",
  customer: "00000000-0000-4000-8000-000000000002",
  linkedinConnection: "00000000-0000-4000-8000-000000000003",
  frequentEmail: "00000000-0000-4000-8000-000000000004",
  emailContact: "00000000-0000-4000-8000-000000000005",
  occasionalEmail: "00000000-0000-4000-8000-000000000006",
  frequentMeetings: "00000000-0000-4000-8000-000000000007",
  calendarContact: "00000000-0000-4000-8000-000000000008",
  currentColleague: "00000000-0000-4000-8000-000000000009",
  longFormerColleague: "00000000-0000-4000-8000-00000000000a",
  formerColleague: "00000000-0000-4000-8000-00000000000b",
  briefFormerColleague: "00000000-0000-4000-8000-00000000000c",
  classmate: "00000000-0000-4000-8000-00000000000d",
  alumni: "00000000-0000-4000-8000-00000000000e",
} as const;

export const SYSTEM_TAG_NAMES = {
  salesTeam: "Sales Team",
  customer: "Customer",
  linkedinConnection: "LinkedIn connection",
  frequentEmail: "Frequent email contact",
  emailContact: "Email contact",
  occasionalEmail: "Occasional email contact",
  frequentMeetings: "Frequent meetings",
  calendarContact: "Calendar contact",
  currentColleague: "Current colleague",
  longFormerColleague: "Former colleague (3+ years)",
  formerColleague: "Former colleague",
  briefFormerColleague: "Former colleague (< 1 year)",
  classmate: "Classmate",
  alumni: "Alumni",
} as const;

export type SystemTagKey = keyof typeof SYSTEM_TAG_IDS;

const DEFS: Record<SystemTagKey, Omit<SystemTag, "id" | "tag">> = {
  salesTeam: { tag_type: "Manual Tagging only", tag_colour: "#6366F1", tag_score: 10 },
  customer: { tag_type: "Manual Tagging only", tag_colour: "#10B981", tag_score: 9 },
  linkedinConnection: { tag_type: "linkedin", tag_colour: "#0A66C2", tag_score: 3 },
  frequentEmail: { tag_type: "email", tag_colour: "#F59E0B", tag_score: 8 },
  emailContact: { tag_type: "email", tag_colour: "#FBBF24", tag_score: 6 },
  occasionalEmail: { tag_type: "email", tag_colour: "#FCD34D", tag_score: 4 },
  frequentMeetings: { tag_type: "calendar", tag_colour: "#0EA5E9", tag_score: 9 },
  calendarContact: { tag_type: "calendar", tag_colour: "#38BDF8", tag_score: 7 },
  currentColleague: { tag_type: "colleague", tag_colour: "#8B5CF6", tag_score: 8 },
  longFormerColleague: { tag_type: "colleague", tag_colour: "#A78BFA", tag_score: 7 },
  formerColleague: { tag_type: "colleague", tag_colour: "#C4B5FD", tag_score: 5 },
  briefFormerColleague: { tag_type: "colleague", tag_colour: "#DDD6FE", tag_score: 4 },
  classmate: { tag_type: "alumni", tag_colour: "#EC4899", tag_score: 5 },
  alumni: { tag_type: "alumni", tag_colour: "#F9A8D4", tag_score: 3 },
};

export const SYSTEM_TAGS: Record<SystemTagKey, SystemTag> = Object.fromEntries(
  (Object.keys(DEFS) as SystemTagKey[]).map((key) => [key, { id: SYSTEM_TAG_IDS[key], tag: SYSTEM_TAG_NAMES[key], ...DEFS[key] }]),
) as Record<SystemTagKey, SystemTag>;

export const SYSTEM_TAG_LIST: SystemTag[] = Object.values(SYSTEM_TAGS);

/** The tags a member may apply by hand in "Add Relationship" (the derived ones come from data). */
export const MANUAL_SYSTEM_TAGS: SystemTag[] = [SYSTEM_TAGS.salesTeam, SYSTEM_TAGS.customer];

// Tier thresholds. E-mails counted both directions, excluding large group threads.
export const EMAIL_TIERS = { frequent: 20, regular: 5, occasional: 1 } as const;
export const MEETING_TIERS = { frequent: 5, any: 1 } as const;
/** Overlap in months that makes a former colleague strong / brief. */
export const COLLEAGUE_TIERS = { longMonths: 36, briefMonths: 12 } as const;

/**
 * Evidence ages (DESIGN §6.6, lib/paths/README.md "Interaction tiers"): the counts are those of the
 * 12 months before the member's last sync (the sync reads a year of mail and calendar), so a contact
 * whose last interaction is older than 12 months drops one tier, older than 24 months two — never
 * below the lowest tier of its kind. Without a date the count alone decides.
 */
export const RECENCY = { freshMonths: 12, tierEveryMonths: 12 } as const;

/** Whole months from an ISO day to another (`today`), or null without a date. */
export function monthsBetween(from: string | null | undefined, today: string): number | null {
  if (!from) return null;
  const whole = monthOf(today) - monthOf(from) - (Number(today.slice(8, 10)) < Number(from.slice(8, 10)) ? 1 : 0);
  return Math.max(0, whole);
}

function monthOf(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

/** How many tiers an interaction last seen `months` ago drops. */
export function tiersDropped(months: number | null): number {
  if (months === null || months <= RECENCY.freshMonths) return 0;
  return Math.ceil((months - RECENCY.freshMonths) / RECENCY.tierEveryMonths) >= 2 ? 2 : 1;
}

// The tiers, strongest first (made once: the warm-path engine asks for thousands of edges' tags).
const EMAIL_TIER_TAGS: readonly SystemTag[] = [SYSTEM_TAGS.frequentEmail, SYSTEM_TAGS.emailContact, SYSTEM_TAGS.occasionalEmail];
const MEETING_TIER_TAGS: readonly SystemTag[] = [SYSTEM_TAGS.frequentMeetings, SYSTEM_TAGS.calendarContact];

function tierOf(tiers: readonly SystemTag[], index: number, monthsSinceLast: number | null): SystemTag | null {
  if (index < 0) return null;
  return tiers[Math.min(tiers.length - 1, index + tiersDropped(monthsSinceLast))]!;
}

/** The e-mail tier of a count (of the year before the sync), aged by the last interaction. */
export function emailTag(emailCount: number, monthsSinceLast: number | null = null): SystemTag | null {
  const index = emailCount >= EMAIL_TIERS.frequent ? 0 : emailCount >= EMAIL_TIERS.regular ? 1 : emailCount >= EMAIL_TIERS.occasional ? 2 : -1;
  return tierOf(EMAIL_TIER_TAGS, index, monthsSinceLast);
}

/** The meeting tier of a count (of the year before the sync), aged by the last interaction. */
export function calendarTag(meetingCount: number, monthsSinceLast: number | null = null): SystemTag | null {
  const index = meetingCount >= MEETING_TIERS.frequent ? 0 : meetingCount >= MEETING_TIERS.any ? 1 : -1;
  return tierOf(MEETING_TIER_TAGS, index, monthsSinceLast);
}

/** Colleague tier from the months two people's experiences at one company overlap. */
export function colleagueTag(overlapMonths: number, bothCurrent: boolean): SystemTag | null {
  if (bothCurrent) return SYSTEM_TAGS.currentColleague;
  if (overlapMonths <= 0) return null;
  if (overlapMonths >= COLLEAGUE_TIERS.longMonths) return SYSTEM_TAGS.longFormerColleague;
  if (overlapMonths < COLLEAGUE_TIERS.briefMonths) return SYSTEM_TAGS.briefFormerColleague;
  return SYSTEM_TAGS.formerColleague;
}

/** Alumni tier: overlapping years at one school make classmates, otherwise alumni. */
export function alumniTag(overlapYears: number): SystemTag {
  return overlapYears > 0 ? SYSTEM_TAGS.classmate : SYSTEM_TAGS.alumni;
}

export function isSystemTagId(id: string): boolean {
  return (Object.values(SYSTEM_TAG_IDS) as string[]).includes(id);
}
