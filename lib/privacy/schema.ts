import { z } from "zod";
import { DAY_MS } from "@/lib/config/constants";

// The data-rights calls' bodies and texts (issue 31).

export const deleteAccountBody = z.object({
  email: z.string().trim().min(1, "Type your account's e-mail address to confirm.").max(320),
  password: z.string().max(200).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const ERASE_ERRORS = {
  url: "Enter a LinkedIn profile URL (linkedin.com/in/…).",
  email: "Enter a valid e-mail address.",
  member: "This person is a member: delete their account from User Management instead.",
  oneOf: "Give either a LinkedIn URL or an e-mail address.",
} as const;

export const erasePersonBody = z.union([
  z.object({ linkedin_url: z.string().trim().min(1, ERASE_ERRORS.url).max(500) }).strict(),
  z.object({ email: z.string().trim().max(320, ERASE_ERRORS.email).pipe(z.email(ERASE_ERRORS.email)) }).strict(),
], { error: ERASE_ERRORS.oneOf });
export type ErasePersonInput = z.infer<typeof erasePersonBody>;



export type DataExportStatus = {
  id: string;
  status: "queued" | "running" | "ready" | "downloaded" | "expired" | "failed";
  progress: { completed: number; total: number };
  files: string[];
  size: number | null;
  expires_at: string;
  created_at: string;
};

/** The archive's name when downloaded. */
export const EXPORT_FILE_NAME = "scuba-my-data.zip";
/** How long an archive can be downloaded after it is ready. */
export const EXPORT_TTL_MS = DAY_MS;
