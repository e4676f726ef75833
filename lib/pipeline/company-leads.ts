import "server-only";
import * as q from "./queries";

// The member's leads at one company and their best paths, from the latest figures (as the pipeline's
// list shows them: relation_metrics.best_path, no search in the request).

export function leadsAtCompany(userId: string, companyKey: string) {
  return q.selectLeadsAtCompany(userId, companyKey);
}
