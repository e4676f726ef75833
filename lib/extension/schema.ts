import { z } from "zod";

// The browser extension's calls (issue 16; spec 001 §7 'GET v2/leads/unsynced', 'POST v2/leads/sync?id',
// the extension message check). What it sends is what the member saw on a LinkedIn profile page —
// bounded, so a crafted page cannot make a huge request.

const text = (max: number) => z.string().trim().max(max).default("");

export const extensionProfileSchema = z.object({
  linkedin_url: z.string().trim().min(1, "LinkedIn URL is required").max(500),
  name: text(200),
  headline: text(500),
  positions: z.array(z.object({ title: text(200), company: text(200), dates: text(100) })).max(50).default([]),
  educations: z.array(z.object({ school: z.string().trim().min(1).max(200), degree: text(200), dates: text(100) })).max(20).default([]),
});
export type ExtensionProfile = z.output<typeof extensionProfileSchema>;
export type ExtensionProfileInput = z.input<typeof extensionProfileSchema>;

