// Onboarding numbers of spec 000 §9, zod-free: the banners and tours load with every page.

/** A tour shows until it is ended or closed once (its remaining count then reaches 0). */
export const TOUR_DEFAULT_REMAINING = 1;
/** A banner shows on this many visits, then never again. */
export const INFO_DEFAULT_REMAINING = 3;
/** Spec 000 §9: a banner dismisses itself after 5000 ms. */
export const INFO_AUTO_DISMISS_MS = 5000;
/** Spec 000 §9: the steps of each module's guided tour (COLLABORATOR: the team dialog's three parts). */
export const TOUR_STEP_COUNT = { HOME: 3, RELATIONSHIP: 10, PIPELINE: 5, COLLABORATOR: 3 } as const;
/** Spec 001 §2–§4: the PIPELINE tour opens 2 s after the page, the RELATIONSHIP tour 10 s after the results. */
export const PIPELINE_TOUR_DELAY_MS = 2000;
export const RELATIONSHIP_TOUR_DELAY_MS = 10_000;
