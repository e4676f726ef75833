import { Card } from "@/components/ui/card";

/** An empty or refused table: what, then why. */
export function EmptyInline({ title, body }: { title: string; body?: string }) {
  return (
    <div className="flex flex-col items-center gap-1 p-12 text-center" data-testid="paths-empty">
      <p className="font-medium">{title}</p>
      {body && <p className="max-w-md text-sm text-muted-foreground">{body}</p>}
    </div>
  );
}

/** A page that cannot show a lead at all, with the way back. */
export function EmptyCard({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  return (
    <Card className="mx-auto mt-10 max-w-md items-center gap-2 p-8 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{body}</p>
      {children}
    </Card>
  );
}
