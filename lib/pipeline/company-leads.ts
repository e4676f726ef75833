import "server-only";
import { pendingRefreshes } from "@/lib/leads/metrics-refresh";
import { isFiguresPending } from "./figures";
import * as q from "./queries";

// The member's leads at one company and their best paths, from the latest figures (as the pipeline's
// list shows them: relation_metrics.best_path, no search in the request), and whether those figures
// are about to be written (the pipeline's rule: the screen looks again while they are).

export async function leadsAtCompany(userId: string, companyKey: string) {
  const rows = await q.selectLeadsAtCompany(userId, companyKey);
  const pending = rows.length ? await pendingRefreshes(userId) : null;
  return rows.map((r) => ({ ...r, figuresPending: pending ? isFiguresPending({ id: r.id, createdAt: r.createdAt, hasFigures: r.computed }, pending) : false }));
}
