"use client";

import { useState } from "react";

/**
 * Renders `children` from the first time `open` is true, and keeps them mounted after (a closing
 * animation, an upload still running). With a `next/dynamic` dialog inside, the dialog's code loads
 * when the member first opens it instead of with the page.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
