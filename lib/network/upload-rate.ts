import "server-only";
import { clientIp } from "@/lib/auth/device";
import { consume } from "@/lib/rate-limit";

// Upload rate limits (DESIGN §11): every file upload parses and imports a whole network in the
// shared job queue, so one member (or one address) may only start so many. Counted before the
// upload is looked at, on the same store as every other limit; tune with
// RATE_LIMIT_UPLOAD_MEMBER / RATE_LIMIT_UPLOAD_IP = "<count>/<seconds>".

/** Counts one upload of the member and of the request's address; 429 past either limit. */
export async function consumeUpload(userId: string, headers: Headers): Promise<void> {
  await consume("upload_member", userId);
  const ip = clientIp(headers);
  if (ip) await consume("upload_ip", ip.slice(0, 64));
}
