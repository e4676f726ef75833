import "server-only";
import { ApiError } from "@/lib/api/errors";
import { clientIp } from "@/lib/auth/device";
import { log } from "@/lib/log";
import { rateStore } from "@/lib/rate-limit";

// Upload rate limits (DESIGN §11, issue 12 item 7): every file upload parses and imports a whole
// network in the shared job queue, so one member (or one address) may only start so many.
// Counted before the upload is looked at, on the same store as every other limit (Redis when
// configured); tune with RATE_LIMIT_UPLOAD_MEMBER / RATE_LIMIT_UPLOAD_IP = "<count>/<seconds>".

const DEFAULTS = { member: [20, 60 * 60], ip: [60, 60 * 60] } as const;
export const UPLOAD_RATE_MESSAGE = "Too many uploads.";

function limitOf(which: keyof typeof DEFAULTS): { limit: number; windowMs: number } {
  const m = process.env[`RATE_LIMIT_UPLOAD_${which.toUpperCase()}`]?.trim().match(/^(\d+)\s*\/\s*(\d+)$/);
  const [limit, seconds] = m ? [Number(m[1]), Number(m[2])] : DEFAULTS[which];
  return { limit, windowMs: seconds * 1000 };
}

async function hit(which: keyof typeof DEFAULTS, subject: string) {
  const { limit, windowMs } = limitOf(which);
  let count: number;
  let resetAt: number;
  try {
    ({ count, resetAt } = await (await rateStore()).hit(`rl:upload_${which}:${subject.toLowerCase()}`, windowMs));
  } catch (error) {
    // A limiter that cannot count refuses rather than allows (DESIGN §11).
    log.error("rate_limit.store_down", { error: error instanceof Error ? error.message : String(error) });
    throw new ApiError(503, "internal", "The service is busy. Please try again in a minute.", { headers: { "Retry-After": "60" } });
  }
  if (count > limit) {
    const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    log.warn("rate_limit.refused", { rule: `upload_${which}` });
    throw ApiError.tooManyRequests(seconds, `${UPLOAD_RATE_MESSAGE} Please try again in ${seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`}.`);
  }
}

/** Counts one upload of the member and of the request's address; 429 past either limit. */
export async function consumeUpload(userId: string, headers: Headers): Promise<void> {
  await hit("member", userId);
  const ip = clientIp(headers);
  if (ip) await hit("ip", ip.slice(0, 64));
}
