"use client";

import { useState } from "react";

const NONE: Set<string> = new Set();

/**
 * The rows a member ticked on a screen. With `scope` (a key of the view shown), the selection
 * belongs to one view: another page, list or filter starts afresh.
 */
export function useSelection(scope = "") {
  const [selection, setSelection] = useState<{ scope: string; ids: Set<string> }>({ scope, ids: NONE });
  const selected = selection.scope === scope ? selection.ids : NONE;
  const select = (ids: string[], on: boolean) =>
    setSelection((s) => {
      const next = new Set(s.scope === scope ? s.ids : NONE);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return { scope, ids: next };
    });
  const clear = () => setSelection({ scope, ids: NONE });
  return { selected, select, clear };
}
