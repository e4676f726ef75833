import type { Metadata } from "next";
import { cookies } from "next/headers";
import "./globals.css";
import { ToastHost } from "@/components/common/toast-host";
import { DesktopGate } from "@/components/shell/desktop-gate";
import { DesktopOnly } from "@/components/shell/desktop-only";
import { env } from "@/lib/config/env";
import { DESKTOP_MIN_WIDTH, VIEWPORT_COOKIE } from "@/lib/config/constants";

export const metadata: Metadata = {
  title: "Scuba — warm paths to your leads",
  description: "Find and rank warm introduction paths to your sales leads through your team's network.",
};

// Every page pays for what this layout loads in the browser: no providers here (they live in the
// group layouts that need them), and the Desktop Only card is rendered on the server
// (docs/decisions/011-light-pages.md).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const width = Number((await cookies()).get(VIEWPORT_COOKIE)?.value);
  const initiallyNarrow = Number.isFinite(width) && width > 0 && width < DESKTOP_MIN_WIDTH;
  return (
    <html lang="en">
      <body className="min-h-screen">
        <DesktopGate
          initiallyNarrow={initiallyNarrow}
          desktopOnly={<DesktopOnly contact={{ email: env.contactEmail, meetingUrl: env.bookMeetingUrl }} />}
        >
          {children}
        </DesktopGate>
        <ToastHost />
      </body>
    </html>
  );
}
