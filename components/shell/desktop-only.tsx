import { CalendarDays, Mail, Monitor } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export type ContactOptions = { email: string; meetingUrl: string };

/**
 * Shown instead of the product on screens narrower than 1024 px (spec 000 §1). A server component:
 * the links are styled as buttons without Button's `asChild` slot, which would be client code.
 */
export function DesktopOnly({ contact }: { contact: ContactOptions }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-6" data-testid="desktop-only">
      <Card className="w-full max-w-sm text-center">
        <CardHeader>
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Monitor className="size-6" aria-hidden />
          </div>
          <CardTitle className="text-xl">Desktop Only</CardTitle>
          <CardDescription>
            Scuba is built for larger screens. Please open it on a desktop or laptop with a window at least 1024 px
            wide, or get in touch with us.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <a href={`mailto:${contact.email}`} data-slot="button" className={buttonVariants()}>
            <Mail aria-hidden /> Email us
          </a>
          <a href={contact.meetingUrl} target="_blank" rel="noreferrer" data-slot="button" className={buttonVariants({ variant: "outline" })}>
            <CalendarDays aria-hidden /> Book a meeting
          </a>
        </CardContent>
      </Card>
    </main>
  );
}
