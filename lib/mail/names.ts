// A person's name as it may appear in an e-mail (issue 12 §10). Names are chosen by whoever signs
// up, so an invite or verification mail could otherwise carry "Win a prize: evil.example/claim"
// in our name, or break a header with line breaks. URLs, things that look like domains, control
// characters and line breaks go; what is left is cut to a sane length.
const URL_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?/gi;

export function mailSafeName(name: string | null | undefined, fallback = "A Scuba user"): string {
  const cleaned = (name ?? "")
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(URL_LIKE, " ")
    .replace(/[<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80)
    .trim();
  return cleaned.length >= 2 ? cleaned : fallback;
}
