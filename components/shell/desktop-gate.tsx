"use client";

import { useEffect, useState } from "react";
import { DESKTOP_MIN_WIDTH, VIEWPORT_COOKIE } from "@/lib/config/constants";

/**
 * Renders the product only on windows at least 1024 px wide. The server renders from a cookie
 * hint (the last width this browser reported) so the first paint is right; the client corrects it
 * on load and on every resize, and refreshes the hint. The card comes rendered from the server
 * (`desktopOnly`), so it costs the browser no script. Once the product has been shown, a narrower
 * window hides it rather than unmounting it, so what the member typed and every page's state are
 * still there when the window widens again.
 */
export function DesktopGate({
  initiallyNarrow,
  desktopOnly,
  children,
}: {
  initiallyNarrow: boolean;
  desktopOnly: React.ReactNode;
  children: React.ReactNode;
}) {
  const [narrow, setNarrow] = useState(initiallyNarrow);
  const [shown, setShown] = useState(!initiallyNarrow);
  useEffect(() => {
    const update = () => {
      const width = window.innerWidth;
      document.cookie = `${VIEWPORT_COOKIE}=${width}; path=/; max-age=31536000; samesite=lax`;
      setNarrow(width < DESKTOP_MIN_WIDTH);
      if (width >= DESKTOP_MIN_WIDTH) setShown(true);
    };
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return (
    <>
      {narrow && desktopOnly}
      {shown && <div style={{ display: narrow ? "none" : "contents" }}>{children}</div>}
    </>
  );
}
