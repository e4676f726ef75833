import { Construction } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A clear stand-in for a screen that a later piece of work fills. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-3xl py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">{title}</h1>
      <Card className="border-dashed">
        <CardHeader className="flex flex-row items-center gap-4">
          <Construction className="size-8 shrink-0 text-muted-foreground" aria-hidden />
          <div>
            <CardTitle className="text-base">The feature will be available soon</CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </CardHeader>
      </Card>
    </div>
  );
}
