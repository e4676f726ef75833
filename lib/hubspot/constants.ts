// HubSpot's texts (spec 000 §8, spec 001 §8), apart from the schemas so a page that shows them loads no zod.

export const HUBSPOT_TEXTS = {
  imported: "Leads imported from hubspot",
  failed: "Something went wrong",
  alreadyConnected: "Hubspot account already connected",
  connected: "HubSpot connected",
  disconnected: "HubSpot disconnected",
  notConfigured: "HubSpot is not set up on this server. Ask your administrator.",
  expiredLink: "This HubSpot link has expired. Please connect HubSpot again.",
  refused: "HubSpot did not accept the connection. Please try again.",
  connectFirst: "Connect HubSpot first.",
} as const;
