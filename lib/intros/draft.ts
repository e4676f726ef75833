import type { PathNode, PathSegment } from "@/lib/paths/types";

// The two texts an intro request starts from (DESIGN §12), drafted from the path's evidence and
// always editable: the ask to the introducer, and a short note to the target the introducer can
// forward as it is. Client-safe and pure, so the dialog drafts without a round trip.

export type Askable = { origin: PathNode; introducer: PathNode; target: PathNode; toIntroducer: PathSegment | undefined; toTarget: PathSegment | undefined };

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

function why(segment: PathSegment | undefined): string {
  const evidence = segment?.details[0]?.evidence;
  return evidence ? ` — ${evidence}` : "";
}

function whoTheyAre(node: PathNode): string {
  const role = node.data.role.trim();
  const company = node.data.company.trim();
  if (role && company) return `${role} at ${company}`;
  return role || company;
}

export function draftIntroTexts(input: Askable & { member: { name: string; company?: string | null } }): { ask: string; forwardable: string } {
  const { origin, introducer, target, member } = input;
  const targetWho = whoTheyAre(target);
  const reach = `${target.data.name}${targetWho ? `, ${targetWho}` : ""}`;
  const knows = `${firstName(target.data.name)}${why(input.toTarget)}`;
  const me = firstName(member.name);
  // A teammate's contact: the teammate passes the ask on to them. (A teammate's direct connect is
  // asked like the member's own contact: the teammate is the introducer.)
  const viaTeammate = origin.origin_type === "team" && introducer.id !== origin.id;

  const ask = viaTeammate
    ? `Hi ${firstName(introducer.data.name)},\n\nMy colleague ${member.name} would like to meet ${reach}. ` +
      `You know ${knows}. Would you be open to introducing them?\n\n` +
      `Below is a short note from ${me} you can forward as it is.\n\nThank you,\n${origin.data.name}`
    : `Hi ${firstName(introducer.data.name)},\n\nI hope you are well. I am trying to reach ${reach}. You know ${knows}. ` +
      `Would you be open to introducing me?\n\nBelow is a short note you can forward as it is.\n\nThank you,\n${member.name}`;

  const forwardable =
    `Hi ${firstName(target.data.name)},\n\nI am ${member.name}${member.company ? ` from ${member.company}` : ""}. ` +
    `${firstName(introducer.data.name)} suggested we talk. I would value 20 minutes to learn how your team works and whether we can help.\n\n` +
    `Would you be open to a short call in the next two weeks?\n\nBest,\n${me}`;
  return { ask, forwardable };
}

/**
 * 'Ask directly' (issue 28): the member knows the lead themself, so there is no introducer — one
 * short, editable message to the lead (the dialog says the evidence of the link beside it).
 */
export function draftDirectText(input: { target: PathNode; member: { name: string; company?: string | null } }): { subject: string; body: string } {
  const { target, member } = input;
  const me = firstName(member.name);
  const body =
    `Hi ${firstName(target.data.name)},\n\nI hope you are well. ` +
    `${member.company ? `I am at ${member.company} now and` : "I"} would value 20 minutes to hear how your team works and whether we can help.\n\n` +
    `Would you be open to a short call in the next two weeks?\n\nBest,\n${me}`;
  return { subject: `${me} — 20 minutes?`, body };
}
