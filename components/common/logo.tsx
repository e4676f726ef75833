import Link from "next/link";
import { Waves } from "lucide-react";
import { cn } from "@/lib/utils";

export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={cn("flex items-center gap-2 font-semibold tracking-tight", className)} aria-label="Scuba home">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Waves className="size-5" aria-hidden />
      </span>
      <span className="text-lg">Scuba</span>
    </Link>
  );
}
