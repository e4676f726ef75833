// The limits of DESIGN §11. Each reads RATE_LIMIT_<NAME> = "<count>/<seconds>" from the environment
// at call time, so a deployment (or a test server) can widen or tighten one without a rebuild.
export type RateRule = { name: string; limit: number; windowMs: number; message: string };

const DEFAULTS = {
  // Failed sign-ins of one account (successes do not count, so a busy user is never locked out).
  signin_account: [10, 15 * 60],
  // Every sign-in attempt from one address.
  signin_ip: [100, 15 * 60],
  // Wrong one-time codes (two-factor, new device) of one account, and code checks from one address.
  code_account: [15, 15 * 60],
  code_ip: [100, 15 * 60],
  // Reset-link requests for one e-mail, and from one address.
  reset_account: [5, 60 * 60],
  reset_ip: [30, 60 * 60],
  // Sign-ups from one address, and verification-link checks from one address.
  signup_ip: [30, 60 * 60],
  // Sign-up attempts for one e-mail address (each one mails a verification link).
  signup_email: [5, 60 * 60],
  verify_ip: [60, 15 * 60],
  // Event-log batches of one member (each up to 50 events; the browser sends one every 10 s at most).
  event_logs: [120, 10 * 60],
  // File uploads of one member and from one address: each parses and imports a whole network in the
  // shared job queue.
  upload_member: [20, 60 * 60],
  upload_ip: [60, 60 * 60],
} as const satisfies Record<string, readonly [number, number]>;

export type RuleName = keyof typeof DEFAULTS;

const MESSAGES: Record<RuleName, string> = {
  signin_account: "Too many failed sign-in attempts.",
  signin_ip: "Too many sign-in attempts.",
  code_account: "Too many wrong codes.",
  code_ip: "Too many code checks.",
  reset_account: "Too many reset requests for this email.",
  reset_ip: "Too many reset requests.",
  signup_ip: "Too many sign-ups.",
  signup_email: "Too many sign-ups for this email.",
  verify_ip: "Too many verification attempts.",
  event_logs: "Too many events.",
  upload_member: "Too many uploads.",
  upload_ip: "Too many uploads.",
};

function parse(raw: string | undefined): [number, number] | null {
  const m = raw?.trim().match(/^(\d+)\s*\/\s*(\d+)$/);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export function rule(name: RuleName): RateRule {
  const [limit, seconds] = parse(process.env[`RATE_LIMIT_${name.toUpperCase()}`]) ?? DEFAULTS[name];
  return { name, limit, windowMs: seconds * 1000, message: MESSAGES[name] };
}
