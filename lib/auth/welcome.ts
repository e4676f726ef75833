import "server-only";
import * as q from "./queries";

/** The member closed the welcome dialog: it does not show again, on any device (spec 000 §1). */
export async function markWelcomed(userId: string): Promise<void> {
  await q.markWelcomed(userId);
}
