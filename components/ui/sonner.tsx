"use client"

import * as React from "react"
import {
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  OctagonXIcon,
  TriangleAlertIcon,
} from "lucide-react"
import { Toaster as Sonner, type ToasterProps } from "sonner"

// shadcn's version reads the theme from next-themes; this project has no
// theme switcher, so the Toaster is pinned to the light theme.
const Toaster = ({ theme = "light", ...props }: ToasterProps) => {
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          // Sonner's rich colours set 13 px text at about 4.3:1 on their tints; these keep the
          // same hues at 4.5:1 or more (WCAG AA).
          "--success-text": "hsl(140, 100%, 22%)",
          "--info-text": "hsl(210, 92%, 35%)",
          "--warning-text": "hsl(31, 92%, 28%)",
          "--error-text": "hsl(360, 100%, 38%)",
        } as React.CSSProperties
      }
      {...props}
    />
  )
}

export { Toaster }
