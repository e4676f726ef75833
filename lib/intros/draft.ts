import type { PathNode, PathSegment } from "@/lib/paths/types";

// The two texts an intro request starts from (DESIGN §12), drafted from the path's evidence and
// always editable: the ask to the introducer, and a short note to the target the introducer can
// forward as it is. Client-safe and pure, so the dialog drafts without a round trip.

/**
 * What an ask is drafted from: the path's origin, its first introducer (the origin itself for a
 * direct connect: the teammate or portfolio owner who knows the target), the target, and the
 * segments whose evidence the texts quote. `second` is a 2-introducer path's second introducer,
 * whom the first knows (`toSecond`) and who knows the target (`toTarget`).
 */
export type Askable = {
  origin: PathNode;
  introducer: PathNode;
  target: PathNode;
  toIntroducer: PathSegment | undefined;
  toTarget: PathSegment | undefined;
  second?: PathNode;
  toSecond?: PathSegment;
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

function why(segment: PathSegment | undefined): string {
  const evidence = segment?.details[0]?.evidence;
  return evidence ? ` — ${evidence}` : "";
}

/** The evidence in brackets, for a sentence that names two links ('Yara (studied at MIT …), who knows Daniel (…)'). */
function aside(segment: PathSegment | undefined): string {
  const evidence = segment?.details[0]?.evidence;
  return evidence ? ` (${evidence})` : "";
}

function whoTheyAre(node: PathNode): string {
  const role = node.data.role.trim();
  const company = node.data.company.trim();
  if (role && company) return `${role} at ${company}`;
  return role || company;
}

/** A direct connect asked along: the origin (a teammate, a portfolio owner) knows the target and introduces. */
export const introducerKnowsTarget = (a: Pick<Askable, "origin" | "introducer">) => a.introducer.id === a.origin.id;

export function draftIntroTexts(input: Askable & { member: { name: string; company?: string | null } }): { ask: string; forwardable: string } {
  const { origin, introducer, target, second, member } = input;
  const targetWho = whoTheyAre(target);
  const reach = `${target.data.name}${targetWho ? `, ${targetWho}` : ""}`;
  const t = firstName(target.data.name);
  // Whom the first introducer knows on the way: the target, or a second introducer who knows the target.
  const knows = second ? `${firstName(second.data.name)}${aside(input.toSecond)}, who knows ${t}${aside(input.toTarget)}` : `${t}${why(input.toTarget)}`;
  const to = second ? ` to ${firstName(second.data.name)}` : "";
  // The note reaches the target from the last introducer: the one who forwards it.
  const forwarder = second ?? introducer;
  const me = firstName(member.name);

  let ask: string;
  if (introducerKnowsTarget(input)) {
    // The teammate (or portfolio owner) knows the target: they are asked for the introduction itself.
    ask =
      `Hi ${firstName(introducer.data.name)},\n\nWould you introduce me to ${reach}? You know ${t}${why(input.toTarget)}.\n\n` +
      `Below is a short note you can forward to ${t} as it is.\n\nThank you,\n${member.name}`;
  } else if (origin.origin_type === "team") {
    // A teammate's contact: the teammate passes the ask on to them.
    ask =
      `Hi ${firstName(introducer.data.name)},\n\nMy colleague ${member.name} would like to meet ${reach}. ` +
      `You know ${knows}. Would you be open to introducing them${to}?\n\n` +
      `Below is a short note from ${me} ${second ? `that can be forwarded to ${t}` : "you can forward"} as it is.\n\nThank you,\n${origin.data.name}`;
  } else {
    ask =
      `Hi ${firstName(introducer.data.name)},\n\nI hope you are well. I am trying to reach ${reach}. You know ${knows}. ` +
      `Would you be open to introducing me${to}?\n\n` +
      `Below is a short note ${second ? `that can be forwarded to ${t}` : "you can forward"} as it is.\n\nThank you,\n${member.name}`;
  }

  const forwardable =
    `Hi ${t},\n\nI am ${member.name}${member.company ? ` from ${member.company}` : ""}. ` +
    `${firstName(forwarder.data.name)} suggested we talk. I would value 20 minutes to learn how your team works and whether we can help.\n\n` +
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
