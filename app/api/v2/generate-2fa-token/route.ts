import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { generateTwoFactorSecret } from "@/lib/auth/two-factor";

// POST /api/v2/generate-2fa-token – a new authenticator secret: data.qr_code (base64 PNG), data.secret
export const POST = handler({}, async ({ auth }) => ok(await generateTwoFactorSecret(auth.user), "Scan the QR code with your app"));
