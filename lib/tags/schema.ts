import { z } from "zod";

// Payloads of the tag calls (spec 001 §7 'Network and tags').

export const listTagsSchema = z.object({
  search: z.string().trim().max(100).optional().default(""),
  skip: z.number().int().min(0).optional().default(0),
  limit: z.number().int().min(1).max(1000).optional().default(20),
});

export const createTagSchema = z.object({
  tag: z.string().trim().min(1, "Tag name is required").max(40, "Tag name must be at most 40 characters"),
  tag_colour: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, "Colour must look like #6366F1")
    .optional(),
  tag_score: z.number().int().min(0).max(10).optional(),
});

/** A person of the network: their LinkedIn URL, or the `connected_user` id the list returned. */
const profileLink = z.string().trim().min(1).max(300);
const tagIds = z.array(z.uuid()).max(50);
export const CHOOSE_A_TAG = "Choose at least one relationship tag.";

export const addUserTagsSchema = z.object({ profile_link: profileLink, tags: tagIds.min(1) });
/** Add Relationship: at least one tag (an empty one used to answer success and change nothing). */
export const addUserTagsMultiSchema = z.object({ user_id: z.string().optional(), profile_link: z.array(profileLink).min(1).max(1000), tags: tagIds.min(1, CHOOSE_A_TAG) });
export const setUserTagsSchema = z.object({ user_id: z.string().optional(), profile_link: profileLink, tags: tagIds });
export const tagsMultiSchema = z.object({ profile_link: z.array(profileLink).min(1).max(1000) });

export type TagDto = { id: string; tag: string; tag_type: string; tag_colour: string; tag_score: number; is_system: boolean; status: string };

export const TAG_TEXTS = {
  updated: "Tags updated successfully",
  updateFailed: "Error updating tags",
  relationshipAdded: "Relationship Added Successfully!",
  relationshipFailed: "Error adding relationship",
  relationshipFailedDetail: "The relationship could not be updated. Please try again.",
} as const;
