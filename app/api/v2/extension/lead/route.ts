import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { extensionProfileSchema } from "@/lib/extension/schema";
import { EXTENSION_TEXTS } from "@/lib/extension/constants";
import { addAsLead } from "@/lib/extension/service";

// POST /api/v2/extension/lead – the extension's 'Add as lead' (1 credit; 402 without one, 409 if already a lead)
export const POST = handler({ body: extensionProfileSchema }, async ({ auth, body }) => ok(await addAsLead(auth.user.id, body), EXTENSION_TEXTS.leadAdded));
