import type { Metadata } from "next";
import { cookies } from "next/headers";
import "./globals.css";
import { Providers } from "@/components/providers";
import { DesktopGate } from "@/components/shell/desktop-gate";
import { env } from "@/lib/config/env";
import { DESKTOP_MIN_WIDTH, VIEWPORT_COOKIE } from "@/lib/config/constants";

export const metadata: Metadata = {
  title: "Scuba — warm paths to your leads",
  description: "Find and rank warm introduction paths to your sales leads through your team's network.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const width = Number((await cookies()).get(VIEWPORT_COOKIE)?.value);
  const initiallyNarrow = Number.isFinite(width) && width > 0 && width < DESKTOP_MIN_WIDTH;
  return (
    <html lang="en">
      <body className="min-h-screen">
        <Providers>
          <DesktopGate initiallyNarrow={initiallyNarrow} contact={{ email: env.contactEmail, meetingUrl: env.bookMeetingUrl }}>
            {children}
          </DesktopGate>
        </Providers>
      </body>
    </html>
  );
}
