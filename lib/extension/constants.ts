// The extension's texts, apart from the schemas so a page that shows them loads no zod.

export const EXTENSION_TEXTS = {
  synced: "Leads synced successfully",
  savedToNetwork: "Saved to your network",
  leadAdded: "Lead added",
  notThisLead: "This profile is not the lead's LinkedIn profile",
} as const;
