"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

/**
 * Changes a screen's state in its URL in place (no new history entry, no scroll). router.replace
 * changes the URL only once its transition renders, so a change made meanwhile ('Deselect All', then
 * the card view) builds on the state the page is going to: built on the rendered one, it would put
 * back what the first change took out. `next` and `query` are module functions (stable).
 */
export function useUrlStateSetter<S, C>(state: S, next: (state: S, change: C) => S, query: (state: S) => string) {
  const router = useRouter();
  const pathname = usePathname();
  const pending = useRef(state);
  useEffect(() => {
    pending.current = state;
  }, [state]);
  return useCallback(
    (change: C) => {
      pending.current = next(pending.current, change);
      router.replace(`${pathname}${query(pending.current)}`, { scroll: false });
    },
    [next, query, pathname, router],
  );
}
