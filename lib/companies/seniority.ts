// Seniority from a title's words (issue 29, decision 019): a small documented table, the most senior
// level whose words it has wins (a 'Senior Vice President' is a VP, a 'Head of Sales Operations Manager' a Head). Titles
// are free text in many languages and styles; this reads the common English words only and says
// 'Other' for the rest rather than guessing. Pure.

export type SeniorityLevel = { level: string; rank: number; words: string[]; phrases?: string[] };

/** Lower rank = more senior. Words match whole words of the title, case-insensitively. */
export const SENIORITY_TABLE: SeniorityLevel[] = [
  { level: "C-level", rank: 1, words: ["chief", "ceo", "cto", "cfo", "coo", "cmo", "cio", "ciso", "cro", "cpo", "founder", "cofounder", "owner", "president"], phrases: ["co founder"] },
  { level: "VP", rank: 2, words: ["vp", "svp", "evp", "avp"], phrases: ["vice president"] },
  { level: "Director", rank: 3, words: ["director"] },
  { level: "Head", rank: 4, words: ["head"] },
  { level: "Manager", rank: 5, words: ["manager", "lead", "leader", "supervisor"] },
  { level: "Senior", rank: 6, words: ["senior", "sr", "principal", "staff"] },
];

export const OTHER_LEVEL = { level: "Other", rank: 7 } as const;

export function seniorityOf(title: string | null | undefined): { level: string; rank: number } {
  let text = ` ${(title ?? "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
  let best: { level: string; rank: number } = OTHER_LEVEL;
  const found = (l: SeniorityLevel) => {
    if (l.rank < best.rank) best = { level: l.level, rank: l.rank };
  };
  // Phrases first, then taken out: a 'Vice President' is no 'President'.
  for (const l of SENIORITY_TABLE) {
    for (const p of l.phrases ?? []) {
      if (!text.includes(` ${p} `)) continue;
      found(l);
      text = text.split(` ${p} `).join(" ");
    }
  }
  const words = new Set(text.trim().split(" "));
  for (const l of SENIORITY_TABLE) if (l.words.some((w) => words.has(w))) found(l);
  return best;
}
