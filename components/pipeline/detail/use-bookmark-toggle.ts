"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useToggleBookmark } from "@/lib/pipeline/hooks";
import type { WarmPath } from "@/lib/paths/types";

/** Bookmarks a path or takes its bookmark away, saying which; `pending` is the path being changed. */
export function useBookmarkToggle(leadId: string | null) {
  const toggle = useToggleBookmark(leadId ?? "");
  const [pending, setPending] = useState<string | null>(null);
  async function onBookmark(path: WarmPath) {
    setPending(path.path_id);
    try {
      const res = await toggle.mutateAsync(path.path_id);
      if (res.data.bookmark) toast.success("Bookmark created.", { description: "Path has been bookmarked and is ready to access anytime." });
      else toast.error("Bookmark removed.", { description: "Bookmark for the path has been removed." });
    } catch {
      toast.error("Something went wrong");
    } finally {
      setPending(null);
    }
  }
  return { pending, onBookmark };
}
