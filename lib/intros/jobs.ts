import "server-only";
import { collaborationEnded, onSignal } from "@/lib/jobs/signals";
import { closeRequestsBetween } from "./service";

// A collaboration ended: the open requests between the two members close (DESIGN §5, §12).
onSignal(collaborationEnded, "intros.close-requests-between", async ({ a, b, byUserId }) => ({ closed: await closeRequestsBetween(a, b, byUserId) }));
