// Codes a person types by hand — e-mailed sign-in codes and two-factor recovery codes — read the
// same way on both sides. No dependencies: the login page's two-factor step loads this file.

/** What a person typed, made comparable: upper-cased, alphanumeric only. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** A recovery code is 10 characters, shown as 5 + 5 with a dash ("ABCDE-FGHJK"). */
export const RECOVERY_CODE_LENGTH = 10;

export function formatRecoveryCode(code: string): string {
  const c = normalizeCode(code);
  return `${c.slice(0, 5)}-${c.slice(5)}`;
}

/** Typed as the setup dialog shows it, or lower-cased, or without the dash, or with spaces. */
export function looksLikeRecoveryCode(input: string): boolean {
  return normalizeCode(input).length === RECOVERY_CODE_LENGTH;
}
