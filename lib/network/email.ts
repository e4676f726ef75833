// E-mail address checks shared by the importers (the address itself stays on the owner's edge).
const EMAIL_RE = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export function isEmail(text: string | null | undefined): boolean {
  return !!text && EMAIL_RE.test(text.trim());
}

/** The address as stored on the edge: trimmed and lower-cased. */
export function emailKeyless(text: string): string {
  return text.trim().toLowerCase();
}
