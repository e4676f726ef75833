import { createHash, randomBytes } from "node:crypto";
import { DAY_MS } from "@/lib/config/constants";

// Invite codes (DESIGN §11): random, only their hash is stored, single use, 7 days.
export const INVITE_TTL_MS = 7 * DAY_MS;

// Invites mail any address we are given: a per-inviter daily cap keeps the product from being a spam relay.
export const INVITES_PER_DAY = 50;
export const inviteWindowStart = (now: Date) => new Date(now.getTime() - DAY_MS);

export function newInviteCode(): string {
  return randomBytes(32).toString("base64url");
}

export function hashInviteCode(code: string): string {
  return createHash("sha256").update(`invite:${code}`).digest("hex");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
