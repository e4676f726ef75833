import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { startExtensionSession } from "@/lib/auth/service";

// POST /api/v2/extension/connect – 'Connect the extension': a session of the member's own for their
// browser extension (its own device; the web app hands it over through window.postMessage)
export const POST = handler({}, async ({ auth, req }) => ok(await startExtensionSession(auth.user, req.headers), "Extension connected"));
