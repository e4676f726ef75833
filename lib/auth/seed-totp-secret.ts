import "server-only";
import { generateSync } from "otplib";

// SEED_ADMIN_TOTP_SECRET gives the seeded superadmin two-factor from the start. A secret the TOTP
// library cannot use (under 16 bytes — RFC 4226 §4 asks for 128 bits — or not base32) would be
// stored all the same, and then every correct code refused: the superadmin locked out. So a bad
// one stops the start, saying why.
export const SEED_TOTP_SECRET_HELP =
  "It must be base32 (A–Z, 2–7) and at least 16 bytes long: 26 characters or more, 32 recommended (20 bytes, what authenticator apps generate). " +
  `Generate one with: node -e "console.log(require('otplib').generateSecret())"`;

/** Throws, with what to do, when SEED_ADMIN_TOTP_SECRET is set to a secret no code can match. */
export function assertSeedTotpSecret(secret = process.env.SEED_ADMIN_TOTP_SECRET): void {
  if (!secret) return;
  try {
    generateSync({ secret });
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    throw new Error(`SEED_ADMIN_TOTP_SECRET cannot be used (${reason}). ${SEED_TOTP_SECRET_HELP}`);
  }
}
