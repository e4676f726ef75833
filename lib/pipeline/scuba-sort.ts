// Scuba AI sort (DESIGN §6.10): a transparent score whose factors the UI shows in a tooltip. Pure.
import { matchesTopNetwork } from "@/lib/paths/top-network";
import type { ScubaSortFactors } from "@/lib/paths/types";
import { DAY_MS } from "@/lib/config/constants";

export const SCUBA_WEIGHTS = {
  /** Per Good path, up to `goodPathsCap` of them. */
  goodPath: 5,
  goodPathsCap: 4,
  /** Bonus by days since the member last interacted with the best path's introducer. */
  recency: [
    { days: 30, points: 20 },
    { days: 90, points: 12 },
    { days: 365, points: 5 },
  ],
  topNetwork: 15,
  acceptedIntro: 25,
} as const;

export function scubaFactors(input: {
  /** The lead's figures: its best path's score and its Good paths. */
  figures: { best_score: number; good_paths: number };
  role: string;
  topNames: string[];
  lastAt: Date | null;
  now: Date;
  acceptedIntro?: boolean;
}): ScubaSortFactors {
  const best = input.figures.best_score;
  const good = input.figures.good_paths;
  const days = input.lastAt ? Math.max(0, Math.floor((input.now.getTime() - input.lastAt.getTime()) / DAY_MS)) : null;
  const top = matchesTopNetwork(input.role, input.topNames);
  const recency = days == null ? 0 : (SCUBA_WEIGHTS.recency.find((r) => days <= r.days)?.points ?? 0);
  const accepted = input.acceptedIntro ?? false;
  const total =
    best +
    SCUBA_WEIGHTS.goodPath * Math.min(good, SCUBA_WEIGHTS.goodPathsCap) +
    recency +
    (top ? SCUBA_WEIGHTS.topNetwork : 0) +
    (accepted ? SCUBA_WEIGHTS.acceptedIntro : 0);
  return { best_score: best, good_paths: good, interaction_days: days, top_network_match: top, accepted_intro: accepted, total };
}

/** Highest total first; ties: better best path, then newer lead, then id. */
export function rankLeads(items: { id: string; createdAt: Date; factors: ScubaSortFactors }[]) {
  const sorted = [...items].sort(
    (a, b) =>
      b.factors.total - a.factors.total ||
      b.factors.best_score - a.factors.best_score ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      (a.id < b.id ? -1 : 1),
  );
  return sorted.map((x, i) => ({ id: x.id, order: i + 1, factors: x.factors as unknown as Record<string, unknown> }));
}
