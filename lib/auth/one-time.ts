import { createHash, randomBytes, randomInt } from "node:crypto";
import { normalizeCode } from "./code-text";

// One-time secrets (DESIGN §11): random, stored only as a hash, single use, expiring.
export const LINK_TTL_MS = 60 * 60 * 1000; // verification and reset links: 1 hour
export const CODE_TTL_MS = 10 * 60 * 1000; // new-device and two-factor challenges: 10 minutes
export const CODE_MAX_ATTEMPTS = 5; // a challenge ends after 5 wrong codes
export const DEVICE_CODE_LENGTH = 8;

// No 0/O or 1/I: the code is read from an e-mail and typed by hand.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function newDeviceCode(): string {
  let code = "";
  for (let i = 0; i < DEVICE_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export { normalizeCode };

/** The code's hash is bound to its challenge, so equal codes of two challenges never match each other. */
export function codeHash(challengeToken: string, code: string): string {
  return hashSecret(`${challengeToken}:${normalizeCode(code)}`);
}
