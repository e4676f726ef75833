"use client";

import { toast } from "sonner";

export const COMING_SOON_TEXT = "The feature will be available soon";

export function comingSoon() {
  toast.info(COMING_SOON_TEXT);
}
