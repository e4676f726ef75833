/** "22 Nov 2026": the date style of the product's tables. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric" });
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "?") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * What a member shares with the team, in one line (issue 31): 'Shares 1,204 connections · 12 private ·
 * tags hidden', or 'Sharing paused'. `privateCount` only for the member's own line (a teammate's is theirs).
 */
export function sharingLine(s: { paused: boolean; share_tags: boolean; shared: number; privateCount?: number }, you = false): string {
  if (s.paused) return you ? "Sharing paused: your teammates see none of your network" : "Sharing paused";
  return [
    `${you ? "You share" : "Shares"} ${count(s.shared, "connection")}`,
    s.privateCount !== undefined ? `${s.privateCount.toLocaleString("en-US")} private` : null,
    s.share_tags ? "tags shown" : "tags hidden",
  ]
    .filter(Boolean)
    .join(" · ");
}
