import { z } from "zod";
import { INTRO_STATUSES } from "./status";

// Intro request payloads (issue 17), shared by the dialog and the handlers. The statuses, moves and
// answer shapes live in ./status (zod-free, for the pages that only show them).
export * from "./status";

export const INTRO_MESSAGES = {
  pathNotFound: "This path is not one of the lead's warm paths",
  askDirectly: "You know this lead yourself: ask them directly, no introduction is needed",
  duplicate: "An intro request through this introducer is already open for this lead",
  notFound: "Intro request not found",
  wrongSide: "You cannot make this change to this request",
  wrongOrder: "This request cannot move to that status now",
  askRequired: "Write the message to the introducer",
  forwardableRequired: "Write the note the introducer can forward",
  tooLong: "The text must be at most 5000 characters",
} as const;

// PostgreSQL text cannot hold NUL.
const longText = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(5000, INTRO_MESSAGES.tooLong)
    .regex(/^[^\u0000]*$/, "Text may not contain NUL characters");

export const createIntroSchema = z.object({
  lead_id: z.uuid("Unknown lead"),
  path_id: z.string().trim().min(1, INTRO_MESSAGES.pathNotFound).max(200, INTRO_MESSAGES.pathNotFound),
  ask: longText(INTRO_MESSAGES.askRequired),
  forwardable: longText(INTRO_MESSAGES.forwardableRequired),
});
export type CreateIntroInput = z.infer<typeof createIntroSchema>;

export const introListQuery = z.object({
  scope: z.enum(["sent", "received"], { message: "scope is sent or received" }).optional().default("sent"),
  status: z.enum([...INTRO_STATUSES, "open"], { message: "Unknown status" }).optional(),
  lead_id: z.uuid("Unknown lead").optional(),
});
export type IntroListQuery = z.infer<typeof introListQuery>;

export const introIdQuery = z.object({ id: z.uuid("Intro request not found") });

export const updateIntroSchema = z.object({
  status: z.enum(INTRO_STATUSES, { message: "Unknown status" }),
  note: z
    .string()
    .trim()
    .max(2000, "The note must be at most 2000 characters")
    .regex(/^[^\u0000]*$/, "Text may not contain NUL characters")
    .nullish()
    .transform((v) => v ?? ""),
});
export type UpdateIntroInput = z.infer<typeof updateIntroSchema>;

