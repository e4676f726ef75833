// The network filter's choices (spec 001 §7), zod-free so the network page's URL code does not load
// the validators (issue 11: light pages).
export const NETWORK_CHOICES = ["base", "portfolio", "users"] as const;
export type NetworkChoice = (typeof NETWORK_CHOICES)[number];
