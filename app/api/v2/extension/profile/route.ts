import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { extensionProfileSchema } from "@/lib/extension/schema";
import { EXTENSION_TEXTS } from "@/lib/extension/constants";
import { saveToNetwork } from "@/lib/extension/service";

// POST /api/v2/extension/profile – the extension's 'Save to my network': the profile page the member
// is viewing becomes their facts about the person and their connection
export const POST = handler({ body: extensionProfileSchema }, async ({ auth, body }) => ok(await saveToNetwork(auth.user.id, body), EXTENSION_TEXTS.savedToNetwork));
