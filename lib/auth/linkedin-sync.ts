import "server-only";
import * as q from "./queries";

/**
 * A completed Connections.csv import is the member's LinkedIn sync (spec 000 §2, §4): from then on the
 * account menu says 'Synced with LinkedIn', whichever way they signed up.
 */
export async function markLinkedinSynced(userId: string): Promise<void> {
  await q.updateUser(userId, { isFirstLiLogin: false });
}
